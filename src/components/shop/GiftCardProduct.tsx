import type { ReactNode } from 'react'
import { formatPrice } from '@/lib/catalog/price-label'
import { GIFT_CARD_AMOUNTS } from '@/lib/shop/gift-cards/amounts'

/**
 * The gallery's gift card: bought here directly when checkout is on (`orderForm`, the GiftCardForm island the
 * page places), otherwise its amounts are shown.
 */
export function GiftCardProduct({ orderForm }: { orderForm?: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-serif text-4xl">Gift Card</h1>
      <p className="mt-4 text-muted">
        Give the gift of original art. Gift cards never expire and can be used on any work.
      </p>
      {orderForm ?? (
        <ul className="mt-6 flex flex-wrap gap-3" aria-label="Amounts">
          {GIFT_CARD_AMOUNTS.map((amount) => (
            <li key={amount} className="border border-ink px-5 py-3">
              {formatPrice(amount)}
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
