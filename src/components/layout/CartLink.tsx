'use client'

import { ShoppingBag } from 'lucide-react'
import Link from 'next/link'
import { cartItemCount, useCustomer } from '@/lib/customer/useCustomer'

/** The bag icon is filled when the customer's cart holds items. */
export function CartLink({ href }: { href: string }) {
  const { customer } = useCustomer()
  const itemCount = cartItemCount(customer)
  const label = itemCount > 0 ? `Cart, ${itemCount} item${itemCount === 1 ? '' : 's'}` : 'Cart'
  return (
    <Link
      href={href}
      aria-label={label}
      title="Cart"
      className="relative p-2 hover:text-accent"
      data-cart-filled={itemCount > 0}
    >
      <ShoppingBag aria-hidden className="size-5" fill={itemCount > 0 ? 'currentColor' : 'none'} />
      {itemCount > 0 ? (
        <span
          aria-hidden
          data-cart-count
          className="absolute right-0 top-0 min-w-4 rounded-full bg-accent-strong px-1 text-center text-[10px] leading-4 text-white"
        >
          {itemCount}
        </span>
      ) : null}
    </Link>
  )
}
