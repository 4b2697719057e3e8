import { escapeHtml } from '@/lib/text/escape-html'
import type { Mail } from '../orders/order-mail'
import { formatCents } from '../orders/money'

export type IssuedGiftCard = {
  code: string
  amount: number
  recipientName: string
  recipientEmail: string
  message: string | null
  buyerName: string
}

/** The recipient's mail: the code, the amount and the buyer's message, which stays text (escaped in HTML). */
export function giftCardMail(card: IssuedGiftCard, siteName: string): Mail {
  const opening = `Dear ${card.recipientName},`
  const gift = `${card.buyerName} has sent you a ${formatCents(card.amount)} gift card for ${siteName}.`
  const code = `Your code: ${card.code}`
  const redeem = 'Enter the code at checkout; whatever it does not cover stays on the card for next time.'
  const message = card.message ? [`${card.buyerName} wrote:`, card.message] : []
  const paragraphs = [opening, gift, ...message, code, redeem]
  return {
    subject: `A ${formatCents(card.amount)} gift card for ${siteName}`,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((text) => `<p>${escapeHtml(text).replaceAll('\n', '<br>')}</p>`).join('\n'),
  }
}
