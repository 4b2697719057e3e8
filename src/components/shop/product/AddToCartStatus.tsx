'use client'

import { Link } from '@/components/ui/Link'
import type { AddState } from './use-add-to-cart'

/** Says what the last add did; always in the page, so a screen reader announces each change. */
export function AddToCartStatus({ state, cartHref }: { state: AddState; cartHref: string }) {
  return (
    <p role="status" className="mt-3 min-h-5 text-sm" data-add-to-cart-status>
      {state.kind === 'added' ? (
        <>
          Added to cart.{' '}
          <Link href={cartHref} className="underline">
            View cart
          </Link>
        </>
      ) : null}
      {state.kind === 'refused' ? <span className="text-accent-strong">{state.message}</span> : null}
    </p>
  )
}
