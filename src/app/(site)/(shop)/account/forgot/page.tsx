import type { Metadata } from 'next'
import { ForgotPasswordForm } from '@/components/shop/account/ForgotPasswordForm'
import { PageHeading } from '@/components/ui/PageHeading'
import { ACCOUNT_PATHS } from '@/lib/shop/account-paths'

export const metadata: Metadata = { title: 'Forgotten Password' }

export default function ForgotPasswordPage() {
  return (
    <PageHeading
      title="Forgotten Password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm loginHref={ACCOUNT_PATHS.login} />
    </PageHeading>
  )
}
