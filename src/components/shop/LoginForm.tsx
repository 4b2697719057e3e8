'use client'

import { Link } from '@/components/ui/Link'
import { useActionState } from 'react'
import { callAccountApi } from '@/components/customer/account-api'
import type { PendingSave } from '@/lib/customer/login-link'
import { AccountField } from './account/AccountField'
import { FormMessage } from './account/FormMessage'
import { SubmitButton } from './account/SubmitButton'
import { useSignedInRedirect } from './account/useSignedInRedirect'
import { LOGIN_UNREACHABLE, loginFailureMessage } from './account/account-failures'

// The typed email comes back in the state: React resets a form after its action, and a failed login
// should not make the customer type their address again.
type LoginState = { error: string | null; email: string }

type Props = {
  redirectTo: string
  /** A save or follow the visitor asked for before logging in: done once they have. */
  pendingSave: PendingSave | null
  registerHref: string
  forgotHref: string
}

export function LoginForm({ redirectTo, pendingSave, registerHref, forgotHref }: Props) {
  const signedIn = useSignedInRedirect(redirectTo, pendingSave)
  const [state, submit, pending] = useActionState(
    async (_: LoginState, form: FormData): Promise<LoginState> => {
      const email = String(form.get('email') ?? '')
      const answer = await callAccountApi('login', { email, password: String(form.get('password') ?? '') })
      if (!answer.reached) return { error: LOGIN_UNREACHABLE, email }
      if (answer.status !== 200) return { error: loginFailureMessage(answer.status, answer.body), email }
      await signedIn()
      return { error: null, email }
    },
    { error: null, email: '' },
  )

  return (
    <form action={submit} className="mt-8 max-w-sm space-y-4">
      <AccountField name="email" label="Email" type="email" autoComplete="email" defaultValue={state.email} />
      <AccountField name="password" label="Password" type="password" autoComplete="current-password" />
      {state.error ? <FormMessage kind="error">{state.error}</FormMessage> : null}
      <SubmitButton pending={pending} label="Log In" pendingLabel="Logging in…" />
      <p className="text-sm">
        <Link href={forgotHref} className="underline">
          Forgot your password?
        </Link>
      </p>
      <p className="text-sm">
        New here?{' '}
        <Link href={registerHref} className="underline">
          Create an account
        </Link>
      </p>
    </form>
  )
}
