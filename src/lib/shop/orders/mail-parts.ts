import { escapeHtml } from '@/lib/text/escape-html'
import { formatCents } from './money'
import type { OrderLine } from './price-lines'

export type MailLine = Pick<OrderLine, 'title' | 'variantTitle' | 'unitPrice' | 'quantity'>

type MailAmounts = { subtotal: number; giftCardAmount: number; total: number }

/** `Harbour & Dusk (Framed) × 2: $2,400.00`. */
export function lineText(line: MailLine): string {
  const option = line.variantTitle ? ` (${line.variantTitle})` : ''
  const count = line.quantity > 1 ? ` × ${line.quantity}` : ''
  return `${line.title}${option}${count}: ${formatCents(line.unitPrice * line.quantity)}`
}

/** Subtotal, what a gift card paid (when one did) and the total. */
export function amounts(order: MailAmounts): string[] {
  const paidByCard = order.giftCardAmount > 0 ? [`Gift card: −${formatCents(order.giftCardAmount)}`] : []
  return [`Subtotal: ${formatCents(order.subtotal)}`, ...paidByCard, `Total: ${formatCents(order.total)}`]
}

export const htmlParagraph = (words: string) => `<p>${escapeHtml(words)}</p>`

export const htmlList = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
