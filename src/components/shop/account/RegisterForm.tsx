'use client'

import { Link } from '@/components/ui/Link'
import { hasErrors, type FieldErrors } from '@/components/forms/field-errors'
import { FormField } from '@/components/forms/FormField'
import { FormMessage } from '@/components/forms/FormMessage'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useFormSubmit } from '@/components/forms/use-form-submit'
import type { PendingSave } from '@/lib/customer/login-link'
import { signUp } from './account-actions'
import { EMAIL_FIELD } from './account-fields'
import { signUpProblems, type SignUpValues } from './account-checks'
import { CHECK_FIELDS } from './account-failures'
import { NewPasswordFields } from './NewPasswordFields'
import { useSignedInRedirect } from './useSignedInRedirect'

// What was typed comes back in the state for the fields it renders again; the passwords stay as typed.
type Kept = Pick<SignUpValues, 'firstName' | 'lastName' | 'email'>
type SignUpState = { fields: FieldErrors; message: string | null; kept: Kept }

const PERSONAL_FIELDS = [
  { id: 'account-firstName', name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { id: 'account-lastName', name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  EMAIL_FIELD,
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
  const { state, onSubmit, pending } = useFormSubmit(
    async (form: FormData): Promise<SignUpState> => {
      const values = valuesOf(form)
      const kept = { firstName: values.firstName, lastName: values.lastName, email: values.email }
      const problems = signUpProblems(values)
      if (hasErrors(problems)) return { fields: problems, message: CHECK_FIELDS, kept }
      const outcome = await signUp(values)
      if (!outcome.signedIn) return { fields: outcome.fields, message: outcome.message, kept }
      await signedIn()
      return { fields: {}, message: null, kept }
    },
    { fields: {}, message: null, kept: { firstName: '', lastName: '', email: '' } } satisfies SignUpState,
  )
  const { fields, kept } = state

  return (
    // Sent before its island hydrates, the form posts to this page: nothing typed ever lands in the URL.
    <form method="post" onSubmit={onSubmit} noValidate className="mt-8 max-w-sm space-y-4">
      {/* The summary comes first, where a reader starts; each field says its own problem beside it. */}
      {state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      {PERSONAL_FIELDS.map((personal) => (
        <FormField key={personal.name} {...personal} error={fields[personal.name]} defaultValue={kept[personal.name]} />
      ))}
      <NewPasswordFields errors={fields} label="Password" />
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
