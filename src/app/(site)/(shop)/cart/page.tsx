import type { Metadata } from 'next'
import { CartSummary } from '@/components/shop/CartSummary'
import { PageHeading } from '@/components/ui/PageHeading'

export const metadata: Metadata = { title: 'Cart' }

export default function CartPage() {
  return (
    <PageHeading title="Your Cart">
      <CartSummary />
    </PageHeading>
  )
}
