import { describe, expect, it } from 'vitest'
import { galleryOrderMail, type GalleryOrderEvent, type NoticeOrder } from './gallery-order-mail'

const order: NoticeOrder = {
  number: 'ABCD-EFGH',
  email: 'ada@example.test',
  contact: { name: 'Ada <script>', phone: '+1 503 555 0100' },
  paymentMethod: 'stripe',
  lines: [
    { title: 'Harbour & Dusk', variantTitle: 'Framed', unitPrice: 27_500, quantity: 2 },
    {
      title: '$100 gift card',
      variantTitle: null,
      unitPrice: 10_000,
      quantity: 1,
      recipientName: 'Rosa',
      recipientEmail: 'rosa@example.test',
    },
  ],
  subtotal: 65_000,
  giftCardAmount: 5_000,
  total: 60_000,
}
const where = { siteName: 'Northlight Gallery', adminUrl: 'https://gallery.example/admin/collections/orders/7' }

describe('galleryOrderMail', () => {
  it('names the works, the buyer, the amounts and the order in the admin, in its text part', () => {
    const { subject, text } = galleryOrderMail('placed', order, where)
    expect(subject).toBe('New card order ABCD-EFGH: Ada <script>, $600.00 · Northlight Gallery')
    expect(text.split('\n')).toEqual([
      'The buyer is paying by card on Stripe: the works are held until the payment arrives or the hold runs out.',
      '',
      'Buyer: Ada <script> <ada@example.test>, +1 503 555 0100',
      '',
      'Harbour & Dusk (Framed) × 2: $550.00',
      '$100 gift card for Rosa <rosa@example.test>: $100.00',
      '',
      'Subtotal: $650.00',
      'Gift card: −$50.00',
      'Total: $600.00',
      '',
      'Open the order in the admin: https://gallery.example/admin/collections/orders/7',
    ])
  })

  it('has an HTML part with the same words, every one escaped, and the admin link', () => {
    const { html } = galleryOrderMail('placed', order, where)
    expect(html).toContain('<p>Buyer: Ada &lt;script&gt; &lt;ada@example.test&gt;, +1 503 555 0100</p>')
    expect(html).toContain('<li>Harbour &amp; Dusk (Framed) × 2: $550.00</li>')
    expect(html).toContain('<a href="https://gallery.example/admin/collections/orders/7">')
    expect(html).not.toContain('<script>')
  })

  it.each<[GalleryOrderEvent, NoticeOrder['paymentMethod'], string]>([
    ['placed', 'request', 'New request to purchase ABCD-EFGH'],
    ['placed', 'stripe', 'New card order ABCD-EFGH'],
    ['paid', 'stripe', 'Order ABCD-EFGH is paid'],
    ['cancelled', 'request', 'Order ABCD-EFGH is cancelled'],
  ])('says in its subject what happened: %s, %s', (event, paymentMethod, subject) => {
    const mail = galleryOrderMail(event, { ...order, paymentMethod }, where)
    expect(mail.subject.startsWith(`${subject}: `)).toBe(true)
    expect(mail.text).not.toBe('')
    expect(mail.html).not.toBe('')
  })
})
