import type { Metadata } from 'next'
import { LoginForm } from '@/components/shop/LoginForm'
import { PageHeading } from '@/components/ui/PageHeading'
import { pendingSaveFromParams } from '@/lib/customer/login-link'
import { safeLocalPath } from '@/lib/http/safe-path'

export const metadata: Metadata = { title: 'Log In' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams
  const redirect = params.redirect_after_login
  const redirectTo = safeLocalPath(Array.isArray(redirect) ? redirect[0] : redirect, '/account')
  return (
    <PageHeading title="Log In / Sign Up" description="Save artworks and follow artists with your collector account.">
      <LoginForm redirectTo={redirectTo} pendingSave={pendingSaveFromParams(params)} />
    </PageHeading>
  )
}
