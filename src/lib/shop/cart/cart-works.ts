import 'server-only'
import type { Payload } from 'payload'
import { artworkCardFromDoc } from '@/lib/catalog/artwork-card'
import { cardState } from '@/lib/catalog/price-label'
import { ARTWORK_CARD_FIELDS, CARD_POPULATE } from '@/lib/cms/card-fields'
import type { Selected } from '@/lib/cms/queries'
import type { ArtworksSelect } from '@/payload-types'

const CART_WORK_FIELDS = {
  ...ARTWORK_CARD_FIELDS,
  variants: { id: true, title: true, price: true, inventory: true },
} as const satisfies ArtworksSelect

export type CartWork = Selected<'artworks', typeof CART_WORK_FIELDS>
export type CartVariant = CartWork['variants'][number]

/** The works a cart names that a visitor may see (published), by id; prices and stock always come from here. */
export async function publishedWorks(payload: Payload, ids: readonly number[]): Promise<Map<number, CartWork>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'artworks',
    where: { id: { in: unique } },
    select: CART_WORK_FIELDS,
    populate: CARD_POPULATE,
    depth: 1,
    limit: unique.length,
    pagination: false,
    overrideAccess: false,
    draft: false,
    locale: 'en-US',
  })
  return new Map((docs as CartWork[]).map((work) => [work.id, work]))
}

/** Why a cart line cannot be bought, as the cart and checkout name it on the line. */
export const UNBUYABLE_LABELS = {
  sold: 'Sold',
  'on-hold': 'On hold',
  'price-on-request': 'Priced on request',
  'no-option': 'Option no longer offered',
} as const

export type Unbuyable = keyof typeof UNBUYABLE_LABELS

export type Purchase =
  | { ok: true; work: CartWork; variant: CartVariant; cap: number }
  | { ok: false; status: 409 | 422; error: string; reason: Unbuyable }

/**
 * The most of one line a cart may hold: the work's units, the option's own when it keeps a count (an
 * edition's artist proof), and never more than a line's bound.
 */
const LINE_QUANTITY_BOUND = 99
export const lineCap = (work: Pick<CartWork, 'inventory'>, option?: Pick<CartVariant, 'inventory'>) =>
  Math.min(work.inventory, option?.inventory ?? LINE_QUANTITY_BOUND, LINE_QUANTITY_BOUND)

/**
 * Whether the option of the work can go in a cart: a published work, an option it has, bought at its price
 * (not sold, not on hold, not priced on request). The cap is its units in stock: an original's is 1.
 */
export function purchase(work: CartWork | undefined, artworkId: number, variantId: string): Purchase {
  if (!work) return { ok: false, status: 422, error: `No artwork with id ${artworkId} is for sale`, reason: 'sold' }
  const variant = work.variants.find((each) => each.id === variantId)
  if (!variant)
    return { ok: false, status: 422, error: `${work.title} has no option ${variantId}`, reason: 'no-option' }
  const state = cardState(artworkCardFromDoc(work))
  if (state.kind === 'sold') return { ok: false, status: 409, error: `${work.title} is sold`, reason: 'sold' }
  if (state.kind === 'on-hold') return { ok: false, status: 409, error: `${work.title} is on hold`, reason: 'on-hold' }
  if (state.kind === 'price-on-request')
    return {
      ok: false,
      status: 409,
      error: `${work.title} is priced on request: enquire about it instead`,
      reason: 'price-on-request',
    }
  if (variant.inventory != null && variant.inventory <= 0)
    return { ok: false, status: 409, error: `${work.title} (${variant.title}) is sold`, reason: 'sold' }
  return { ok: true, work, variant, cap: lineCap(work, variant) }
}
