import { Link } from '@/components/ui/Link'
import { formatPrice } from '@/lib/catalog/price-label'
import type { PricedCart } from '@/lib/shop/cart/priced-cart'

/** Said where Check out or Place order would be, while no line of the cart can be bought. */
export const NOTHING_BUYABLE = 'Nothing in your cart can be bought now: remove what has sold to continue.'

/** The cart's lines as they will be ordered, with the subtotal; prices in dollars from the server. */
export function CartReview({ cart }: { cart: PricedCart }) {
  return (
    <>
      <ul className="divide-y divide-ink/20 border-y border-ink/20">
        {cart.lines.map((line) => (
          <li key={`${line.artwork}-${line.variant}`} className="flex justify-between gap-4 py-3">
            <div>
              <Link href={`/products/${line.handle}`} className="font-medium underline">
                {line.title}
              </Link>
              <p className="text-sm text-muted">
                {[line.artistName, line.variantTitle, line.quantity > 1 ? `× ${line.quantity}` : '']
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {line.unavailableAs ? <p className="text-sm text-accent-strong">{line.unavailableAs}</p> : null}
            </div>
            <p>{formatPrice(line.unitPrice * line.quantity)}</p>
          </li>
        ))}
      </ul>
      <p className="flex justify-between py-3 font-medium">
        <span>Subtotal</span>
        <span>{formatPrice(cart.subtotal)}</span>
      </p>
    </>
  )
}
