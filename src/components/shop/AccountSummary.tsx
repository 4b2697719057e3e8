'use client'

import { Link } from '@/components/ui/Link'
import { useCustomer } from '@/components/customer/useCustomer'
import { useSavedAndFollowed } from '@/components/customer/useSavedAndFollowed'
import { AlertMailsSetting } from '@/components/customer/alerts/AlertMailsSetting'
import { ACCOUNT_PATHS } from '@/lib/shop/account-paths'
import { SavedAndFollowed } from './account/SavedAndFollowed'
import { LogoutButton } from './LogoutButton'
import { OrderHistory } from './orders/OrderHistory'

export function AccountSummary() {
  const { customer, isLoading } = useCustomer()
  const lists = useSavedAndFollowed()
  if (isLoading) return <p className="mt-6 text-muted">Loading…</p>
  if (!customer) {
    return (
      <p className="mt-6">
        <Link href={ACCOUNT_PATHS.login} className="underline">
          Log in
        </Link>{' '}
        or{' '}
        <Link href={ACCOUNT_PATHS.register} className="underline">
          create an account
        </Link>{' '}
        to see your account.
      </p>
    )
  }
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ')
  return (
    <div className="mt-6">
      <div className="space-y-4">
        {name ? <p className="text-lg">{name}</p> : null}
        <p>Signed in as {customer.email}</p>
        <LogoutButton />
      </div>
      <OrderHistory />
      <SavedAndFollowed artworks={lists.artworks} artists={lists.artists} />
      <AlertMailsSetting />
    </div>
  )
}
