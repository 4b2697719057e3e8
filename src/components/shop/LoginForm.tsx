'use client'

import { useRouter } from 'next/navigation'
import { useActionState } from 'react'
import { useSWRConfig } from 'swr'

type LoginState = { error: string | null }

export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const router = useRouter()
  const { mutate } = useSWRConfig()
  const [state, submit, pending] = useActionState(
    async (_: LoginState, form: FormData): Promise<LoginState> => {
      const response = await fetch('/api/customers/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
      })
      if (!response.ok) return { error: 'That email and password do not match an account.' }
      await mutate('/api/customers/me')
      router.push(redirectTo)
      return { error: null }
    },
    { error: null },
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
