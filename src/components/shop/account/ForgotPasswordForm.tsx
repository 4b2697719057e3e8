'use client'

import { Link } from '@/components/ui/Link'
import { FormField } from '@/components/forms/FormField'
import { FormMessage } from '@/components/forms/FormMessage'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useFormSubmit } from '@/components/forms/use-form-submit'
import { requestPasswordReset } from './account-actions'
import { EMAIL_FIELD } from './account-fields'

type ForgotState = { sent: boolean; message: string | null; email: string }

export function ForgotPasswordForm({ loginHref }: { loginHref: string }) {
  const { state, onSubmit, pending } = useFormSubmit(
    async (form: FormData): Promise<ForgotState> => {
      const email = String(form.get('email') ?? '').trim()
      if (!email) return { sent: false, message: 'Enter the email address of your account.', email }
      return { ...(await requestPasswordReset(email)), email }
    },
    { sent: false, message: null, email: '' } satisfies ForgotState,
  )

  return (
    // Sent before its island hydrates, the form posts to this page: nothing typed ever lands in the URL.
    <form method="post" onSubmit={onSubmit} noValidate className="mt-8 max-w-sm space-y-4">
      <FormField {...EMAIL_FIELD} defaultValue={state.email} />
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
