'use client'

import { Link } from '@/components/ui/Link'
import { useActionState } from 'react'
import type { PendingSave } from '@/lib/customer/login-link'
import { signUp } from './account-actions'
import { hasErrors, signUpProblems, type FieldErrors, type SignUpValues } from './account-checks'
import { CHECK_FIELDS } from './account-failures'
import { AccountField } from './AccountField'
import { FormMessage } from './FormMessage'
import { NewPasswordFields } from './NewPasswordFields'
import { SubmitButton } from './SubmitButton'
import { useSignedInRedirect } from './useSignedInRedirect'

// What was typed comes back in the state (passwords excepted): React resets a form after its action.
type Kept = Pick<SignUpValues, 'firstName' | 'lastName' | 'email'>
type SignUpState = { fields: FieldErrors; message: string | null; kept: Kept }

const PERSONAL_FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
] as const

const field = (form: FormData, name: string) => String(form.get(name) ?? '')

const valuesOf = (form: FormData): SignUpValues => ({
  firstName: field(form, 'firstName'),
  lastName: field(form, 'lastName'),
  email: field(form, 'email'),
  password: field(form, 'password'),
  confirm: field(form, 'confirm'),
})

type Props = { redirectTo: string; pendingSave: PendingSave | null; loginHref: string }

export function RegisterForm({ redirectTo, pendingSave, loginHref }: Props) {
  const signedIn = useSignedInRedirect(redirectTo, pendingSave)
  const [state, submit, pending] = useActionState(
    async (_: SignUpState, form: FormData): Promise<SignUpState> => {
      const values = valuesOf(form)
      const kept = { firstName: values.firstName, lastName: values.lastName, email: values.email }
      const problems = signUpProblems(values)
      if (hasErrors(problems)) return { fields: problems, message: CHECK_FIELDS, kept }
      const outcome = await signUp(values)
      if (!outcome.signedIn) return { fields: outcome.fields, message: outcome.message, kept }
      await signedIn()
      return { fields: {}, message: null, kept }
    },
    { fields: {}, message: null, kept: { firstName: '', lastName: '', email: '' } },
  )
  const { fields, kept } = state

  return (
    <form action={submit} noValidate className="mt-8 max-w-sm space-y-4">
      {PERSONAL_FIELDS.map((personal) => (
        <AccountField
          key={personal.name}
          {...personal}
          error={fields[personal.name]}
          defaultValue={kept[personal.name]}
        />
      ))}
      <NewPasswordFields errors={fields} label="Password" />
      {state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <SubmitButton pending={pending} label="Create account" pendingLabel="Creating your account…" />
      <p className="text-sm">
        Already have an account?{' '}
        <Link href={loginHref} className="underline">
          Log in
        </Link>
      </p>
    </form>
  )
}
