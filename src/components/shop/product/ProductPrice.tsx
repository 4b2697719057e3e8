'use client'

import { formatDollars } from '@/lib/text/numbers'
import { useVariantChoice } from './variant-choice'

type Props = {
  /** The card's label for the work (On Hold, Sold, Price on Request, From $…, or the price). */
  cardLabel: string
  /** Only a priced work shows a chosen variant's own price; the other states stand whatever is chosen. */
  priced: boolean
}

/** The price by the card rules; once a variant is chosen, that variant's price. */
export function ProductPrice({ cardLabel, priced }: Props) {
  const { chosen } = useVariantChoice()
  return (
    <p className="text-xl" data-price aria-live="polite">
      {priced && chosen ? formatDollars(chosen.price) : cardLabel}
    </p>
  )
}
