import { describe, expect, it } from 'vitest'
import { orderConfirmationMail, type ConfirmedOrder } from './order-mail'

const order: ConfirmedOrder = {
  number: 'ABCD-EFGH',
  name: 'Ada <script>',
  paymentMethod: 'request',
  lines: [
    { title: 'Harbour & Dusk', variantTitle: 'Framed', unitPrice: 120000, quantity: 1 },
    { title: '$100 gift card', variantTitle: null, unitPrice: 10000, quantity: 1 },
  ],
  subtotal: 130000,
  giftCardAmount: 5000,
  total: 125000,
}

describe('orderConfirmationMail', () => {
  it('states the number, each line, the total and that the gallery will arrange payment', () => {
    const mail = orderConfirmationMail(order, 'Northlight Gallery')
    expect(mail.subject).toBe('Your order ABCD-EFGH at Northlight Gallery')
    expect(mail.text).toContain('Harbour & Dusk (Framed): $1,200.00')
    expect(mail.text).toContain('Gift card: −$50.00')
    expect(mail.text).toContain('Total: $1,250.00')
    expect(mail.text).toContain('We will be in touch to arrange payment.')
  })

  it('escapes every bit of text in the HTML part', () => {
    const { html } = orderConfirmationMail(order, 'Northlight Gallery')
    expect(html).toContain('Ada &lt;script&gt;')
    expect(html).toContain('Harbour &amp; Dusk')
    expect(html).not.toContain('<script>')
  })

  it('tells a card buyer the order waits for the payment', () => {
    expect(orderConfirmationMail({ ...order, paymentMethod: 'stripe' }, 'N').text).toContain('card payment')
  })
})
