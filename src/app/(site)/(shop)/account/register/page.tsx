import type { Metadata } from 'next'
import { RegisterForm } from '@/components/shop/account/RegisterForm'
import { PageHeading } from '@/components/ui/PageHeading'
import { pendingSaveFromParams } from '@/lib/customer/login-link'
import { safeLocalPath } from '@/lib/http/safe-path'
import { ACCOUNT_PATHS, carryingRedirect } from '@/lib/shop/account-paths'

export const metadata: Metadata = { title: 'Create an Account' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function RegisterPage({ searchParams }: Props) {
  const params = await searchParams
  const redirect = Array.isArray(params.redirect_after_login)
    ? params.redirect_after_login[0]
    : params.redirect_after_login
  const redirectTo = safeLocalPath(redirect, ACCOUNT_PATHS.account)
  const pendingSave = pendingSaveFromParams(params)
  return (
    <PageHeading title="Create an Account" description="Save artworks and follow artists with your collector account.">
      <RegisterForm
        redirectTo={redirectTo}
        pendingSave={pendingSave}
        loginHref={carryingRedirect(ACCOUNT_PATHS.login, redirectTo, pendingSave)}
      />
    </PageHeading>
  )
}
