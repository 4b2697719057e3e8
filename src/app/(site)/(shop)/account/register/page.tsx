import type { Metadata } from 'next'
import { RegisterForm } from '@/components/shop/account/RegisterForm'
import { PageHeading } from '@/components/ui/PageHeading'
import { safeLocalPath } from '@/lib/http/safe-path'
import { ACCOUNT_PATHS, carryingRedirect } from '@/lib/shop/account-paths'

export const metadata: Metadata = { title: 'Create an Account' }

type Props = { searchParams: Promise<{ redirect_after_login?: string }> }

export default async function RegisterPage({ searchParams }: Props) {
  const redirectTo = safeLocalPath((await searchParams).redirect_after_login, ACCOUNT_PATHS.account)
  return (
    <PageHeading title="Create an Account" description="Save artworks and follow artists with your collector account.">
      <RegisterForm redirectTo={redirectTo} loginHref={carryingRedirect(ACCOUNT_PATHS.login, redirectTo)} />
    </PageHeading>
  )
}
