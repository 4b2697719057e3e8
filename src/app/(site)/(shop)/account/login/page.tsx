import type { Metadata } from 'next'
import { LoginForm } from '@/components/shop/LoginForm'
import { PageHeading } from '@/components/ui/PageHeading'
import { safeLocalPath } from '@/lib/http/safe-path'
import { ACCOUNT_PATHS, carryingRedirect } from '@/lib/shop/account-paths'

export const metadata: Metadata = { title: 'Log In' }

type Props = { searchParams: Promise<{ redirect_after_login?: string }> }

export default async function LoginPage({ searchParams }: Props) {
  const redirectTo = safeLocalPath((await searchParams).redirect_after_login, ACCOUNT_PATHS.account)
  return (
    <PageHeading title="Log In / Sign Up" description="Save artworks and follow artists with your collector account.">
      <LoginForm
        redirectTo={redirectTo}
        registerHref={carryingRedirect(ACCOUNT_PATHS.register, redirectTo)}
        forgotHref={ACCOUNT_PATHS.forgot}
      />
    </PageHeading>
  )
}
