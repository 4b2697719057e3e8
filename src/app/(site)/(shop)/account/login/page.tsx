import type { Metadata } from 'next'
import { LoginForm } from '@/components/shop/LoginForm'
import { PageHeading } from '@/components/ui/PageHeading'
import { ACCOUNT_PATHS, carryingRedirect, signInTarget } from '@/lib/shop/account-paths'

export const metadata: Metadata = { title: 'Log In' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function LoginPage({ searchParams }: Props) {
  const { redirectTo, pendingSave } = signInTarget(await searchParams)
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
