'use client'

import { Link } from '@/components/ui/Link'
import { formatPrice } from '@/lib/catalog/price-label'
import type { PricedCartLine } from '@/lib/shop/cart/priced-cart'

/** What a line's controls ask of the cart: another option or quantity, or the line gone. */
export type LineActions = {
  change: (line: PricedCartLine, to: { variant?: string; quantity?: number }) => void
  remove: (line: PricedCartLine) => void
}

// A select is as wide as its longest option unless told otherwise: on a phone it may not push the price off-screen.
const SELECT = 'mt-1 block max-w-full border border-line bg-white px-2 py-1 text-sm'

function LineOptions({ line, actions, busy }: { line: PricedCartLine; actions: LineActions; busy: boolean }) {
  const quantities = Array.from({ length: line.maxQuantity }, (_, index) => index + 1)
  return (
    <div className="mt-2 flex flex-wrap gap-4 text-sm">
      {line.options.length > 1 ? (
        <label className="min-w-0 max-w-full">
          Option
          <select
            className={SELECT}
            value={line.variant}
            disabled={busy}
            onChange={(event) => actions.change(line, { variant: event.target.value })}
            data-cart-variant
          >
            {line.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title} · {formatPrice(option.price)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p>{line.variantTitle}</p>
      )}
      {/* An original is one of a kind: only an edition has a quantity to choose. */}
      {line.maxQuantity > 1 ? (
        <label>
          Quantity
          <select
            className={SELECT}
            value={line.quantity}
            disabled={busy}
            onChange={(event) => actions.change(line, { quantity: Number(event.target.value) })}
            data-cart-quantity
          >
            {quantities.map((quantity) => (
              <option key={quantity} value={quantity}>
                {quantity}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  )
}

/** One line of the cart page: the work, its option and quantity, its price, and a way to take it out. */
export function CartLineItem({ line, actions, busy }: { line: PricedCartLine; actions: LineActions; busy: boolean }) {
  return (
    <article className="flex gap-4 py-4" data-cart-line={line.artwork}>
      {line.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- Payload's card-sized file, as ResponsiveImage does
        <img
          src={line.imageUrl}
          alt=""
          width={96}
          height={96}
          className="size-24 shrink-0 object-contain"
          loading="lazy"
        />
      ) : (
        <div aria-hidden className="size-24 shrink-0 bg-seashell" />
      )}
      <div className="min-w-0 flex-1">
        <h2 className="font-serif text-lg">
          {line.handle ? (
            <Link href={`/products/${line.handle}`} className="underline-offset-4 hover:underline">
              {line.title}
            </Link>
          ) : (
            line.title
          )}
        </h2>
        {line.artistName ? <p className="text-sm text-muted">{line.artistName}</p> : null}
        {line.handle ? <LineOptions line={line} actions={actions} busy={busy} /> : null}
        {line.unavailableAs ? <p className="mt-2 text-sm text-accent-strong">{line.unavailableAs}</p> : null}
      </div>
      <div className="flex shrink-0 flex-col items-end justify-between text-sm">
        <p data-line-price>{formatPrice(line.unitPrice * line.quantity)}</p>
        <button
          type="button"
          onClick={() => actions.remove(line)}
          disabled={busy}
          className="underline underline-offset-4 hover:text-accent-strong disabled:opacity-50"
          aria-label={`Remove ${line.title}`}
          data-cart-remove
        >
          Remove
        </button>
      </div>
    </article>
  )
}
