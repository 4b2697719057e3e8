'use client'

import { Link } from '@/components/ui/Link'
import { useActionState } from 'react'
import { requestPasswordReset } from './account-actions'
import { AccountField } from './AccountField'
import { FormMessage } from './FormMessage'
import { SubmitButton } from './SubmitButton'

type ForgotState = { sent: boolean; message: string | null; email: string }

export function ForgotPasswordForm({ loginHref }: { loginHref: string }) {
  const [state, submit, pending] = useActionState(
    async (_: ForgotState, form: FormData): Promise<ForgotState> => {
      const email = String(form.get('email') ?? '').trim()
      if (!email) return { sent: false, message: 'Enter the email address of your account.', email }
      return { ...(await requestPasswordReset(email)), email }
    },
    { sent: false, message: null, email: '' },
  )

  return (
    <form action={submit} noValidate className="mt-8 max-w-sm space-y-4">
      <AccountField name="email" label="Email" type="email" autoComplete="email" defaultValue={state.email} />
      {state.message ? <FormMessage kind={state.sent ? 'status' : 'error'}>{state.message}</FormMessage> : null}
      <SubmitButton pending={pending} label="Send reset link" pendingLabel="Sending…" />
      <p className="text-sm">
        Remembered it?{' '}
        <Link href={loginHref} className="underline">
          Log in
        </Link>
      </p>
    </form>
  )
}
