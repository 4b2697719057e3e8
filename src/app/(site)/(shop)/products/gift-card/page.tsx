import type { Metadata } from 'next'
import { GiftCardProduct } from '@/components/shop/GiftCardProduct'

export const metadata: Metadata = { title: 'Gift Card' }

/** The gallery gift card has a route of its own, so that an artwork's page does not load its order form. */
export default function GiftCardPage() {
  return <GiftCardProduct />
}
