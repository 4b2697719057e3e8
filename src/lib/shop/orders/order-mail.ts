import { escapeHtml } from '@/lib/text/escape-html'
import { amounts, htmlList, htmlParagraph, lineText, type MailLine } from './mail-parts'
import type { PaymentMethod } from './order-request'

export type ConfirmedOrder = {
  number: string
  name: string
  paymentMethod: PaymentMethod
  lines: readonly MailLine[]
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

/** The buyer's confirmation: the order's number, lines and total, and what happens next. All text is escaped. */
export function orderConfirmationMail(order: ConfirmedOrder, siteName: string): Mail {
  const greeting = `Thank you for your order, ${order.name}.`
  const reference = `Your order number is ${order.number}.`
  const lines = order.lines.map(lineText)
  const text = [greeting, reference, '', ...lines, '', ...amounts(order), '', NEXT_STEP[order.paymentMethod], siteName]
  return {
    subject: `Your order ${order.number} at ${siteName}`,
    text: text.join('\n'),
    html: [
      htmlParagraph(greeting),
      htmlParagraph(reference),
      htmlList(lines),
      htmlList(amounts(order)),
      htmlParagraph(NEXT_STEP[order.paymentMethod]),
      htmlParagraph(siteName),
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
