'use client'

import User from 'lucide-react/icons/user'
import { lazy, Suspense } from 'react'
import { Link } from '@/components/ui/Link'
import { useCustomer } from '@/components/customer/useCustomer'

// Loaded only for a signed-in customer: a visitor's page never downloads the badge or its calls.
const AlertBadge = lazy(() =>
  import('@/components/customer/alerts/AlertBadge').then((module) => ({ default: module.AlertBadge })),
)

type Props = { loginHref: string; accountHref: string; variant: 'icon' | 'text' }

/** 'Account' for a signed-in customer, otherwise 'Log In / Sign Up'. */
export function AccountLink({ loginHref, accountHref, variant }: Props) {
  const { customer } = useCustomer()
  const label = customer ? 'Account' : 'Log In / Sign Up'
  const href = customer ? accountHref : loginHref
  if (variant === 'text') return <Link href={href}>{label}</Link>
  return (
    <>
      <Link href={href} aria-label={label} title={label} className="p-2 hover:text-accent">
        <User aria-hidden className="size-5" />
      </Link>
      {customer ? (
        <Suspense fallback={null}>
          <AlertBadge />
        </Suspense>
      ) : null}
    </>
  )
}
