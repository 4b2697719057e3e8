import { escapeHtml } from '@/lib/text/escape-html'
import { formatCents } from './money'
import { amounts, htmlList, htmlParagraph, lineText, type MailLine } from './mail-parts'
import type { Mail } from './order-mail'
import type { PaymentMethod } from './order-request'
import type { OrderLine } from './price-lines'

/** What the gallery is told of: an order placed at checkout, paid, or cancelled (by anyone, or a hold running out). */
export type GalleryOrderEvent = 'placed' | 'paid' | 'cancelled'

export type NoticeOrder = {
  number: string
  email: string
  contact: { name: string; phone?: string | null }
  paymentMethod: PaymentMethod
  lines: readonly (MailLine & Pick<OrderLine, 'recipientName' | 'recipientEmail'>)[]
  subtotal: number
  giftCardAmount?: number | null
  total: number
}

type Headline = { subject: string; summary: string }

function headline(event: GalleryOrderEvent, order: NoticeOrder): Headline {
  if (event === 'placed' && order.paymentMethod === 'request')
    return {
      subject: `New request to purchase ${order.number}`,
      summary: 'A buyer asks to purchase: accept the request in the admin to hold the works, or cancel it.',
    }
  if (event === 'placed')
    return {
      subject: `New card order ${order.number}`,
      summary:
        'The buyer is paying by card on Stripe: the works are held until the payment arrives or the hold runs out.',
    }
  if (event === 'paid')
    return {
      subject: `Order ${order.number} is paid`,
      summary:
        'The order is paid: it is ready to be sent, and any gift card it bought has been mailed to its recipient.',
    }
  return {
    subject: `Order ${order.number} is cancelled`,
    summary:
      'The order is cancelled: its works are for sale again and any gift card amount it used is back on the card.',
  }
}

/** A gift card line names who it is for: the gallery may be asked about it. */
function noticeLine(line: NoticeOrder['lines'][number]): string {
  const recipient = line.recipientName ? ` for ${line.recipientName} <${line.recipientEmail ?? ''}>` : ''
  return lineText({ ...line, title: `${line.title}${recipient}` })
}

function buyer(order: NoticeOrder): string {
  const phone = order.contact.phone ? `, ${order.contact.phone}` : ''
  return `Buyer: ${order.contact.name} <${order.email}>${phone}`
}

/**
 * The gallery's notice of an order: what happened, the works, the buyer, the total and a link to the order in
 * the admin, as text and as HTML (every bit of the buyer's text escaped).
 */
export function galleryOrderMail(
  event: GalleryOrderEvent,
  order: NoticeOrder,
  { siteName, adminUrl }: { siteName: string; adminUrl: string },
): Mail {
  const { subject, summary } = headline(event, order)
  const lines = order.lines.map(noticeLine)
  const totals = amounts({ ...order, giftCardAmount: order.giftCardAmount ?? 0 })
  const open = 'Open the order in the admin:'
  return {
    subject: `${subject}: ${order.contact.name}, ${formatCents(order.total)} · ${siteName}`,
    text: [summary, '', buyer(order), '', ...lines, '', ...totals, '', `${open} ${adminUrl}`].join('\n'),
    html: [
      htmlParagraph(summary),
      htmlParagraph(buyer(order)),
      htmlList(lines),
      htmlList(totals),
      `<p>${escapeHtml(open)} <a href="${escapeHtml(adminUrl)}">${escapeHtml(adminUrl)}</a></p>`,
    ].join('\n'),
  }
}
