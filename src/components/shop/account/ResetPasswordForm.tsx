'use client'

import { Link } from '@/components/ui/Link'
import { hasErrors, type FieldErrors } from '@/components/forms/field-errors'
import { FormMessage } from '@/components/forms/FormMessage'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useFormSubmit } from '@/components/forms/use-form-submit'
import { resetPassword } from './account-actions'
import { newPasswordProblems } from './account-checks'
import { CHECK_FIELDS, RESET_LINK_EXPIRED } from './account-failures'
import { NewPasswordFields } from './NewPasswordFields'
import { useSignedInRedirect } from './useSignedInRedirect'

type ResetState = { fields: FieldErrors; message: string | null }

// Read when the form is sent, not rendered into the page: the page is the same cached HTML for every link.
const tokenFromAddress = () => new URLSearchParams(window.location.search).get('token') ?? ''

export function ResetPasswordForm({ forgotHref }: { forgotHref: string }) {
  const signedIn = useSignedInRedirect('/account')
  const { state, onSubmit, pending } = useFormSubmit(
    async (form: FormData): Promise<ResetState> => {
      const token = tokenFromAddress()
      if (!token) return { fields: {}, message: RESET_LINK_EXPIRED }
      const password = String(form.get('password') ?? '')
      const problems = newPasswordProblems({ password, confirm: String(form.get('confirm') ?? '') })
      if (hasErrors(problems)) return { fields: problems, message: CHECK_FIELDS }
      const outcome = await resetPassword(token, password)
      if (!outcome.signedIn) return { fields: outcome.fields, message: outcome.message }
      await signedIn()
      return { fields: {}, message: null }
    },
    { fields: {}, message: null } satisfies ResetState,
  )

  return (
    // Sent before its island hydrates, the form posts to this page: nothing typed ever lands in the URL.
    <form method="post" onSubmit={onSubmit} noValidate className="mt-8 max-w-sm space-y-4">
      <NewPasswordFields errors={state.fields} label="New password" />
      {state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <SubmitButton pending={pending} label="Set new password" pendingLabel="Saving…" />
      <p className="text-sm">
        Link expired?{' '}
        <Link href={forgotHref} className="underline">
          Ask for a new one
        </Link>
      </p>
    </form>
  )
}
