import type { Metadata } from 'next'
import { Suspense } from 'react'
import { CheckoutIsland } from '@/components/shop/checkout/CheckoutIsland'
import { PageHeading } from '@/components/ui/PageHeading'

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } }

export default function CheckoutPage() {
  return (
    <>
      <PageHeading title="Checkout" />
      <div className="mx-auto max-w-7xl px-4 pb-16 md:px-6">
        <Suspense fallback={<p role="status">Loading your cart…</p>}>
          <CheckoutIsland />
        </Suspense>
      </div>
    </>
  )
}
