'use client'

import { Link } from '@/components/ui/Link'
import { useState } from 'react'
import { FormMessage } from '@/components/forms/FormMessage'
import { ctaClass } from '@/components/ui/cta'
import { formatPrice } from '@/lib/catalog/price-label'
import { NOTHING_BUYABLE } from '../checkout/CartReview'
import { CartLineItem, type LineActions } from './CartLineItem'
import { useCart } from './use-cart'

function EmptyCart() {
  return (
    <p className="mt-6">
      Your cart is empty.{' '}
      <Link href="/artworks" className="underline">
        Browse artwork
      </Link>
    </p>
  )
}

/** The cart page's island: its lines with their controls, the subtotal and the way to checkout. */
export function CartView() {
  const { cart, isLoading, change } = useCart()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (!cart && isLoading) return <p className="mt-6 text-muted">Loading…</p>
  if (!cart || cart.lines.length === 0) return <EmptyCart />

  const run = async (method: 'PATCH' | 'DELETE', body: unknown) => {
    setBusy(true)
    setError(await change(method, body))
    setBusy(false)
  }
  const actions: LineActions = {
    change: (line, to) => void run('PATCH', { artwork: line.artwork, variant: line.variant, to }),
    remove: (line) => void run('DELETE', { artwork: line.artwork, variant: line.variant }),
  }
  return (
    <div className="mt-6 max-w-3xl" data-cart>
      <ul className="divide-y divide-line border-y border-line">
        {cart.lines.map((line) => (
          <li key={`${line.artwork}-${line.variant}`}>
            <CartLineItem line={line} actions={actions} busy={busy} />
          </li>
        ))}
      </ul>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <div className="mt-6 flex items-baseline justify-between text-lg">
        <p>Subtotal</p>
        <p data-cart-subtotal>{formatPrice(cart.subtotal)}</p>
      </div>
      {cart.lines.some((line) => line.available) ? (
        <Link href="/checkout" className={`${ctaClass('fill')} mt-6`} data-checkout-link>
          Check out
        </Link>
      ) : (
        <>
          <p role="status" className="mt-6">
            {NOTHING_BUYABLE}
          </p>
          <button type="button" disabled className={`${ctaClass('fill')} mt-4 opacity-50`} data-checkout-link>
            Check out
          </button>
        </>
      )}
    </div>
  )
}
