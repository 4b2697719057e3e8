'use client'

import Link from 'next/link'
import { cartItemCount, useCustomer } from '@/lib/customer/useCustomer'

export function CartSummary() {
  const { customer, isLoading } = useCustomer()
  if (isLoading) return <p className="mt-6 text-muted">Loading…</p>
  const count = cartItemCount(customer)
  if (count === 0) {
    return (
      <p className="mt-6">
        Your cart is empty.{' '}
        <Link href="/artworks" className="underline">
          Browse artwork
        </Link>
      </p>
    )
  }
  return <p className="mt-6">{count === 1 ? '1 work' : `${count} works`} in your cart.</p>
}
