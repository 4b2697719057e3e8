import type { Metadata } from 'next'
import { CartView } from '@/components/shop/cart/CartView'
import { PageHeading } from '@/components/ui/PageHeading'

export const metadata: Metadata = { title: 'Cart' }

export default function CartPage() {
  return (
    <PageHeading title="Your Cart">
      <CartView />
    </PageHeading>
  )
}
