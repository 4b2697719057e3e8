import type { Metadata } from 'next'
import { LoginForm } from '@/components/shop/LoginForm'
import { PageHeading } from '@/components/ui/PageHeading'

export const metadata: Metadata = { title: 'Log In' }

type Props = { searchParams: Promise<{ redirect_after_login?: string }> }

/** Only same-site paths are followed after login, so the link can't send a customer elsewhere. */
function safeRedirect(path: string | undefined): string {
  return path && /^\/(?!\/)[\w\-./?=&%]*$/.test(path) ? path : '/account'
}

export default async function LoginPage({ searchParams }: Props) {
  const redirectTo = safeRedirect((await searchParams).redirect_after_login)
  return (
    <PageHeading title="Log In / Sign Up" description="Save artworks and follow artists with your collector account.">
      <LoginForm redirectTo={redirectTo} />
    </PageHeading>
  )
}
