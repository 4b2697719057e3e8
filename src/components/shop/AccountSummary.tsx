'use client'

import Link from 'next/link'
import { useCustomer } from '@/lib/customer/useCustomer'
import { LogoutButton } from './LogoutButton'

export function AccountSummary() {
  const { customer, isLoading } = useCustomer()
  if (isLoading) return <p className="mt-6 text-muted">Loading…</p>
  if (!customer) {
    return (
      <p className="mt-6">
        <Link href="/account/login" className="underline">
          Log in
        </Link>{' '}
        to see your account.
      </p>
    )
  }
  return (
    <div className="mt-6 space-y-4">
      <p>Signed in as {customer.email}</p>
      <LogoutButton />
    </div>
  )
}
