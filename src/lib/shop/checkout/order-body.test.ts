import { describe, expect, it } from 'vitest'
import { orderBody } from './order-body'

const details = { email: ' Buyer@Example.TEST ', name: 'Ada Buyer' }
const address = { line1: '1 Harbour Street', city: 'Portland', postalCode: '04101', country: 'United States' }

const firstIssue = (body: unknown) => {
  const parsed = orderBody.safeParse(body)
  return parsed.success ? undefined : `${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`
}

describe('orderBody', () => {
  it('takes a cart order with its shipping address, the email trimmed and in lower case', () => {
    const parsed = orderBody.parse({ details: { ...details, shippingAddress: address } })
    expect(parsed.details.email).toBe('buyer@example.test')
    expect(parsed.giftCard).toBeUndefined()
  })

  it('refuses a cart order without a shipping address', () => {
    expect(firstIssue({ details })).toMatch(/^details\.shippingAddress: A shipping address is required/)
  })

  it('takes a gift card alone without a shipping address, at one of the fixed amounts', () => {
    const giftCard = { amount: 250, recipientName: 'Grace', recipientEmail: 'grace@example.test' }
    expect(orderBody.parse({ details, giftCard }).giftCard).toMatchObject(giftCard)
    expect(firstIssue({ details, giftCard: { ...giftCard, amount: 260 } })).toMatch(/^giftCard\.amount/)
  })

  it('asks for the recipient’s name in words, never by its field name', () => {
    const giftCard = { amount: 250, recipientName: '  ', recipientEmail: 'grace@example.test' }
    expect(firstIssue({ details, giftCard })).toBe('giftCard.recipientName: Enter the recipient’s name')
  })

  it('refuses fields it does not know, so a client price or status never slips through', () => {
    expect(firstIssue({ details: { ...details, shippingAddress: address }, total: 1 })).toMatch(/total|Unrecognized/)
    expect(firstIssue({ details: { ...details, shippingAddress: address, status: 'paid' } })).toMatch(
      /status|Unrecognized/,
    )
  })
})
