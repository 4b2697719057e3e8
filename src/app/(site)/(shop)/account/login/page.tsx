import type { Metadata } from 'next'
import { LoginForm } from '@/components/shop/LoginForm'
import { PageHeading } from '@/components/ui/PageHeading'
import { pendingSaveFromParams } from '@/lib/customer/login-link'
import { safeLocalPath } from '@/lib/http/safe-path'
import { ACCOUNT_PATHS, carryingRedirect } from '@/lib/shop/account-paths'

export const metadata: Metadata = { title: 'Log In' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams
  const redirect = Array.isArray(params.redirect_after_login)
    ? params.redirect_after_login[0]
    : params.redirect_after_login
  const redirectTo = safeLocalPath(redirect, ACCOUNT_PATHS.account)
  const pendingSave = pendingSaveFromParams(params)
  return (
    <PageHeading title="Log In / Sign Up" description="Save artworks and follow artists with your collector account.">
      <LoginForm
        redirectTo={redirectTo}
        pendingSave={pendingSave}
        registerHref={carryingRedirect(ACCOUNT_PATHS.register, redirectTo, pendingSave)}
        forgotHref={ACCOUNT_PATHS.forgot}
      />
    </PageHeading>
  )
}
