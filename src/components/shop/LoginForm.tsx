'use client'

import { useRouter } from 'next/navigation'
import { useActionState } from 'react'
import { useSWRConfig } from 'swr'
import { callSavedList } from '@/lib/customer/list-calls'
import type { PendingSave } from '@/lib/customer/login-link'
import { CUSTOMER_KEY } from '@/lib/customer/useCustomer'
import { log } from '@/lib/log'
import { LOGIN_UNREACHABLE, loginFailureMessage } from './login-failure'

// The typed email comes back in the state: React resets a form after its action, and a failed login
// should not make the customer type their address again.
type LoginState = { error: string | null; email: string }

type Props = {
  redirectTo: string
  /** A save or follow the visitor asked for before logging in: done once they have. */
  pendingSave?: PendingSave | null
}

export function LoginForm({ redirectTo, pendingSave }: Props) {
  const router = useRouter()
  const { mutate } = useSWRConfig()
  const [state, submit, pending] = useActionState(
    async (_: LoginState, form: FormData): Promise<LoginState> => {
      const email = String(form.get('email') ?? '')
      const response = await fetch('/api/customers/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: form.get('password') }),
      }).catch((err: unknown) => {
        log.warn({ err }, 'the login request did not reach the shop')
        return null
      })
      if (!response) return { error: LOGIN_UNREACHABLE, email }
      if (!response.ok) {
        // A body that is not JSON (a proxy's error page) still gets a message chosen by its status.
        const body: unknown = await response.json().catch(() => null)
        return { error: loginFailureMessage(response.status, body), email }
      }
      if (pendingSave) await callSavedList(pendingSave, true)
      await mutate(CUSTOMER_KEY)
      router.push(redirectTo)
      return { error: null, email }
    },
    { error: null, email: '' },
  )

  return (
    <form action={submit} className="mt-8 max-w-sm space-y-4">
      <div>
        <label htmlFor="login-email" className="block text-sm font-medium">
          Email
        </label>
        <input
          id="login-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={state.email}
          className="mt-1 w-full border border-ink px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor="login-password" className="block text-sm font-medium">
          Password
        </label>
        <input
          id="login-password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          className="mt-1 w-full border border-ink px-3 py-2"
        />
      </div>
      {state.error ? (
        <p role="alert" className="text-sm text-accent-strong">
          {state.error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className="bg-ink px-5 py-3 text-white hover:bg-accent-strong disabled:opacity-50"
      >
        {pending ? 'Logging in…' : 'Log In'}
      </button>
    </form>
  )
}
