import 'server-only'
import type { Payload } from 'payload'
import { artworkCardFromDoc } from '@/lib/catalog/artwork-card'
import type { CartLine } from './cart-line'
import { cartCount } from './cart-rules'
import { lineCap, publishedWorks, purchase, UNBUYABLE_LABELS, type Purchase } from './cart-works'

/** A cart line as the cart page shows it; prices in dollars, read from the database, never from a client. */
export type PricedCartLine = CartLine & {
  handle: string
  title: string
  artistName: string
  variantTitle: string
  unitPrice: number
  imageUrl: string | null
  /** Can be bought as it stands: still for sale, the option still there, enough units for the quantity. */
  available: boolean
  /** Why not, as the line says it ("Sold", "Only 2 left"), or null when it can. */
  unavailableAs: string | null
  /** The work's options, to choose another in the cart. */
  options: { id: string; title: string; price: number }[]
  /** The most this line may hold: 1 for an original, the units left of an edition. */
  maxQuantity: number
}

export type PricedCart = { lines: PricedCartLine[]; count: number; subtotal: number }

/** A line whose work has left the catalog: shown so that it can be removed, never bought. */
const GONE = {
  handle: '',
  title: 'A work no longer for sale',
  artistName: '',
  variantTitle: '',
  unitPrice: 0,
  imageUrl: null,
  available: false,
  unavailableAs: UNBUYABLE_LABELS.sold,
  options: [],
  maxQuantity: 1,
}

function unavailableAs(bought: Purchase, quantity: number): string | null {
  if (!bought.ok) return UNBUYABLE_LABELS[bought.reason]
  if (quantity <= bought.cap) return null
  return bought.cap > 0 ? `Only ${bought.cap} left` : UNBUYABLE_LABELS.sold
}

export async function pricedCart(payload: Payload, lines: CartLine[]): Promise<PricedCart> {
  const works = await publishedWorks(
    payload,
    lines.map((line) => line.artwork),
  )
  const priced = lines.map((line): PricedCartLine => {
    const work = works.get(line.artwork)
    const bought = purchase(work, line.artwork, line.variant)
    const variant = work?.variants.find((each) => each.id === line.variant)
    if (!work) return { ...line, ...GONE }
    const card = artworkCardFromDoc(work)
    return {
      ...line,
      handle: work.handle,
      title: work.title,
      artistName: card.artistName,
      variantTitle: variant?.title ?? '',
      unitPrice: variant?.price ?? 0,
      imageUrl: card.image?.url ?? null,
      available: bought.ok && line.quantity <= bought.cap,
      unavailableAs: unavailableAs(bought, line.quantity),
      options: work.variants.flatMap((each) =>
        each.id ? [{ id: each.id, title: each.title, price: each.price }] : [],
      ),
      maxQuantity: Math.max(1, lineCap(work, variant)),
    }
  })
  const subtotal = priced
    .filter((line) => line.available)
    .reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)
  // The header's count is of what can be bought: a sold work stays on the cart page, to be removed.
  return { lines: priced, count: cartCount(priced.filter((line) => line.available)), subtotal }
}
