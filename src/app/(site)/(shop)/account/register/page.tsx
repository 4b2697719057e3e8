import type { Metadata } from 'next'
import { RegisterForm } from '@/components/shop/account/RegisterForm'
import { PageHeading } from '@/components/ui/PageHeading'
import { ACCOUNT_PATHS, carryingRedirect, signInTarget } from '@/lib/shop/account-paths'

export const metadata: Metadata = { title: 'Create an Account' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function RegisterPage({ searchParams }: Props) {
  const { redirectTo, pendingSave } = signInTarget(await searchParams)
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
