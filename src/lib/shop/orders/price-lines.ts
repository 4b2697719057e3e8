import type { Order } from '@/payload-types'
import { formatPrice } from '@/lib/catalog/price-label'
import type { ShopTransaction } from './shop-transaction'
import type { ArtworkRequestLine, GiftCardRequestLine, OrderRequestLine } from './order-request'
import { OrderRefusal } from './refusal'
import { saleRefusal, toCents, type SaleFacts } from './sale-rules'

export type OrderLine = Omit<Order['lines'][number], 'id'>

export type PricedOrder = { lines: OrderLine[]; subtotal: number }

export const UNAVAILABLE = 'A work in your cart is no longer for sale'

async function readWorks({ req }: ShopTransaction, ids: number[]): Promise<Map<number, SaleFacts>> {
  if (ids.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: 'artworks',
    where: { id: { in: ids }, _status: { equals: 'published' } },
    draft: false,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: {
      title: true,
      availability: true,
      priceUponRequest: true,
      customCommission: true,
      variants: true,
    },
  })
  return new Map(docs.map((doc) => [doc.id, doc as SaleFacts]))
}

function artworkLine(line: ArtworkRequestLine, works: Map<number, SaleFacts>): OrderLine {
  const work = works.get(line.artwork)
  const variant = work?.variants.find((option) => option.id === line.variant)
  if (!work || !variant) throw new OrderRefusal(422, UNAVAILABLE)
  const refusal = saleRefusal(work, variant.price)
  if (refusal) throw refusal
  const unitPrice = toCents(variant.price)
  return {
    kind: 'artwork',
    artwork: work.id,
    title: work.title,
    variantTitle: variant.title,
    variant: line.variant,
    unitPrice,
    quantity: line.quantity,
  }
}

function giftCardLine(line: GiftCardRequestLine): OrderLine {
  return {
    kind: 'gift-card',
    title: `${formatPrice(line.amount)} gift card`,
    unitPrice: toCents(line.amount),
    quantity: 1,
    recipientName: line.recipientName,
    recipientEmail: line.recipientEmail,
    giftMessage: line.message ?? null,
  }
}

/** Prices every line from the database (never from the client) and refuses what cannot be ordered. */
export async function priceLines(transaction: ShopTransaction, request: OrderRequestLine[]): Promise<PricedOrder> {
  if (request.length === 0) throw new OrderRefusal(422, 'The order has no lines')
  const ids = [...new Set(request.flatMap((line) => (line.kind === 'artwork' ? [line.artwork] : [])))]
  const works = await readWorks(transaction, ids)
  const lines = request.map((line) => (line.kind === 'artwork' ? artworkLine(line, works) : giftCardLine(line)))
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)
  return { lines, subtotal }
}
