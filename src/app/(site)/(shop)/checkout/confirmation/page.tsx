import type { Metadata } from 'next'
import { Suspense } from 'react'
import { ConfirmationIsland } from '@/components/shop/checkout/ConfirmationIsland'
import { PageHeading } from '@/components/ui/PageHeading'

export const metadata: Metadata = { title: 'Order placed', robots: { index: false } }

export default function CheckoutConfirmationPage() {
  return (
    <>
      <PageHeading title="Your order" />
      <div className="mx-auto max-w-7xl px-4 pb-16 md:px-6">
        <Suspense fallback={<p role="status">Loading your order…</p>}>
          <ConfirmationIsland />
        </Suspense>
      </div>
    </>
  )
}
