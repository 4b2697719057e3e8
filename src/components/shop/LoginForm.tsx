'use client'

import { useEffect, useRef } from 'react'
import { Link } from '@/components/ui/Link'
import { callAccountApi } from '@/components/customer/account-api'
import { useCustomer } from '@/components/customer/useCustomer'
import { FormField } from '@/components/forms/FormField'
import { FormMessage } from '@/components/forms/FormMessage'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useFormSubmit } from '@/components/forms/use-form-submit'
import type { PendingSave } from '@/lib/customer/login-link'
import { LOGIN_UNREACHABLE, loginFailureMessage } from './account/account-failures'
import { useSignedInRedirect } from './account/useSignedInRedirect'
import { EMAIL_FIELD } from './account/account-fields'

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

/**
 * A save or follow link followed before its page had hydrated brings a customer who is already signed in here:
 * once the session is confirmed, the save is made and the page moves on, as after a login.
 */
function useSaveForASignedInCustomer(pendingSave: PendingSave | null, signedIn: () => Promise<void>) {
  const { customer } = useCustomer()
  const started = useRef(false)
  useEffect(() => {
    if (!customer || !pendingSave || started.current) return
    started.current = true
    signedIn().catch((error: unknown) => console.error('login: the pending save could not be made', error))
  }, [customer, pendingSave, signedIn])
}

export function LoginForm({ redirectTo, pendingSave, registerHref, forgotHref }: Props) {
  const signedIn = useSignedInRedirect(redirectTo, pendingSave)
  useSaveForASignedInCustomer(pendingSave, signedIn)
  const { state, onSubmit, pending } = useFormSubmit(
    async (form: FormData): Promise<LoginState> => {
      const email = String(form.get('email') ?? '')
      const answer = await callAccountApi('login', { email, password: String(form.get('password') ?? '') })
      if (!answer.reached) return { error: LOGIN_UNREACHABLE, email }
      if (answer.status !== 200) return { error: loginFailureMessage(answer.status, answer.body), email }
      await signedIn()
      return { error: null, email }
    },
    { error: null, email: '' } satisfies LoginState,
  )

  return (
    // Sent before its island hydrates, the form posts to this page: nothing typed ever lands in the URL.
    <form method="post" onSubmit={onSubmit} className="mt-8 max-w-sm space-y-4">
      <FormField {...EMAIL_FIELD} defaultValue={state.email} />
      <FormField
        id="account-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
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
