'use client'

import ShoppingBag from 'lucide-react/icons/shopping-bag'
import { Link } from '@/components/ui/Link'
import { useCart } from '@/components/shop/cart/use-cart'

/** The bag icon is filled when the cart holds items, a visitor's or a customer's. */
export function CartLink({ href }: { href: string }) {
  const { cart } = useCart()
  const itemCount = cart?.count ?? 0
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
