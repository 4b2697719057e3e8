'use client'

import { ShoppingBag } from 'lucide-react'
import Link from 'next/link'
import { useCustomer } from '@/lib/customer/useCustomer'

/** The bag icon is filled when the customer's cart holds items. */
export function CartLink({ href }: { href: string }) {
  const { customer } = useCustomer()
  const itemCount = customer?.cart?.reduce((sum, item) => sum + item.quantity, 0) ?? 0
  const label = itemCount > 0 ? `Cart, ${itemCount} item${itemCount === 1 ? '' : 's'}` : 'Cart'
  return (
    <Link
      href={href}
      aria-label={label}
      title="Cart"
      className="p-2 hover:text-accent"
      data-cart-filled={itemCount > 0}
    >
      <ShoppingBag aria-hidden className="size-5" fill={itemCount > 0 ? 'currentColor' : 'none'} />
    </Link>
  )
}
