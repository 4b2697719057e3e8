import type { Metadata } from 'next'
import { ResetPasswordForm } from '@/components/shop/account/ResetPasswordForm'
import { PageHeading } from '@/components/ui/PageHeading'
import { ACCOUNT_PATHS } from '@/lib/shop/account-paths'

export const metadata: Metadata = { title: 'Choose a New Password' }

export default function ResetPasswordPage() {
  return (
    <PageHeading title="Choose a New Password" description="You will be logged in with it straight away.">
      <ResetPasswordForm forgotHref={ACCOUNT_PATHS.forgot} />
    </PageHeading>
  )
}
