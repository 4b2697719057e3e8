import { escapeHtml } from '@/lib/text/escape-html'
import { formatCents } from './money'
import type { PaymentMethod } from './order-request'
import type { OrderLine } from './price-lines'

export type ConfirmedOrder = {
  number: string
  name: string
  paymentMethod: PaymentMethod
  lines: readonly Pick<OrderLine, 'title' | 'variantTitle' | 'unitPrice' | 'quantity'>[]
  subtotal: number
  giftCardAmount: number
  total: number
}

export type Mail = { subject: string; text: string; html: string }

const NEXT_STEP: Record<PaymentMethod, string> = {
  request:
    'We will be in touch to arrange payment. Until the gallery accepts your request the work stays on sale, so another buyer may be first; once accepted, it is held for you while you pay.',
  stripe: 'We will confirm once your card payment has gone through.',
}

function lineText(line: ConfirmedOrder['lines'][number]): string {
  const option = line.variantTitle ? ` (${line.variantTitle})` : ''
  const count = line.quantity > 1 ? ` × ${line.quantity}` : ''
  return `${line.title}${option}${count}: ${formatCents(line.unitPrice * line.quantity)}`
}

function amounts(order: ConfirmedOrder): string[] {
  const paidByCard = order.giftCardAmount > 0 ? [`Gift card: −${formatCents(order.giftCardAmount)}`] : []
  return [`Subtotal: ${formatCents(order.subtotal)}`, ...paidByCard, `Total: ${formatCents(order.total)}`]
}

/** The buyer's confirmation: the order's number, lines and total, and what happens next. All text is escaped. */
export function orderConfirmationMail(order: ConfirmedOrder, siteName: string): Mail {
  const greeting = `Thank you for your order, ${order.name}.`
  const reference = `Your order number is ${order.number}.`
  const lines = order.lines.map(lineText)
  const text = [greeting, reference, '', ...lines, '', ...amounts(order), '', NEXT_STEP[order.paymentMethod], siteName]
  const paragraph = (words: string) => `<p>${escapeHtml(words)}</p>`
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
  return {
    subject: `Your order ${order.number} at ${siteName}`,
    text: text.join('\n'),
    html: [
      paragraph(greeting),
      paragraph(reference),
      list(lines),
      list(amounts(order)),
      paragraph(NEXT_STEP[order.paymentMethod]),
      paragraph(siteName),
    ].join('\n'),
  }
}

/** Staff accepted a request to purchase: its works are now held for the buyer until `holdUntil`. */
export function requestAcceptedMail(order: { number: string; name: string; holdUntil: Date }, siteName: string): Mail {
  const until = order.holdUntil.toUTCString().replace(/:\d\d GMT$/, ' UTC')
  const words = [
    `Dear ${order.name},`,
    `The gallery has accepted your request ${order.number}: the works are held for you until ${until}.`,
    'We will be in touch to arrange payment. If it has not been paid by then, the works go back on sale.',
    siteName,
  ]
  return {
    subject: `Your request ${order.number} is accepted at ${siteName}`,
    text: words.join('\n\n'),
    html: words.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  }
}
