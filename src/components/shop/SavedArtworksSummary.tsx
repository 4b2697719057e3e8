'use client'

import Link from 'next/link'
import { useCustomer } from '@/lib/customer/useCustomer'

/** Visitors are asked to log in; customers see what they've saved. */
export function SavedArtworksSummary({ loginHref }: { loginHref: string }) {
  const { customer, isLoading } = useCustomer()
  if (isLoading) return <p className="mt-6 text-muted">Loading…</p>
  if (!customer) {
    return (
      <p className="mt-6">
        <Link href={loginHref} className="underline">
          Log in
        </Link>{' '}
        to see the artworks you&apos;ve saved.
      </p>
    )
  }
  return <p className="mt-6 text-muted">Your saved artworks appear here.</p>
}
