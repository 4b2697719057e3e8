import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OutboxMail } from '@/lib/mail/outbox'
import type { GiftCardAmount } from '@/lib/shop/gift-cards/amounts'
import type { CheckoutDetails } from '@/lib/shop/orders/checkout-details'
import type { OrderRequestLine } from '@/lib/shop/orders/order-request'
import type { User } from '@/payload-types'
import { startCms, stopCms } from './cms-instance'

// Read with the rest of the environment when the suite's CMS starts, after this module is imported.
const outbox = mkdtempSync(path.join(tmpdir(), 'gallery-outbox-'))
process.env.MAIL_OUTBOX_DIR = outbox
process.env.SQLITE_LOCK_WAIT_MS = '5000'

const SPENDERS = 20
const CODE_PATTERN = /[A-Z2-9]{4}(-[A-Z2-9]{4}){3}/

function codeMailedTo(address: string): Promise<string> {
  return vi.waitFor(
    () => {
      const mail = existsSync(outbox)
        ? readdirSync(outbox)
            .map((name) => JSON.parse(readFileSync(path.join(outbox, name), 'utf8')) as OutboxMail)
            .find((sent) => sent.to.includes(address))
        : undefined
      const code = mail?.text?.match(CODE_PATTERN)?.[0]
      if (!code) throw new Error(`no gift card code mailed to ${address} yet`)
      return code
    },
    { timeout: 10_000 },
  )
}

const buyer = (name: string, giftCardCode?: string): CheckoutDetails => ({
  email: `${name}@example.test`,
  name,
  ...(giftCardCode ? { giftCardCode } : {}),
})

const giftCardLine = (recipient: string, amount: GiftCardAmount = 250): OrderRequestLine => ({
  kind: 'gift-card',
  amount,
  recipientName: recipient,
  recipientEmail: `${recipient}@example.test`,
})

/** Issue 26, item 3: cancelling an order voids the cards it issued, staff void cards, each change is kept. */
export function giftCardVoidsSuite(databaseUrl: () => string) {
  describe('gift card voids', () => {
    let payload: Payload
    let url: string
    let placeOrder: typeof import('@/lib/shop/orders/place-order').placeOrder
    let changeOrderStatus: typeof import('@/lib/shop/orders/order-status').changeOrderStatus
    let giftCardCodeKey: typeof import('@/lib/shop/gift-cards/gift-card-code').giftCardCodeKey
    let newGiftCardCode: typeof import('@/lib/shop/gift-cards/gift-card-code').newGiftCardCode
    let admin: User
    let editor: User

    beforeAll(async () => {
      url = databaseUrl()
      payload = await startCms(url)
      ;({ placeOrder } = await import('@/lib/shop/orders/place-order'))
      ;({ changeOrderStatus } = await import('@/lib/shop/orders/order-status'))
      ;({ giftCardCodeKey, newGiftCardCode } = await import('@/lib/shop/gift-cards/gift-card-code'))
      admin = await payload.create({
        collection: 'users',
        data: { email: 'void-admin@example.test', password: 'admin-password-1', role: 'admin' },
      })
      editor = await payload.create({
        collection: 'users',
        data: { email: 'void-editor@example.test', password: 'editor-password-1', role: 'editor' },
      })
    })

    afterAll(async () => {
      await stopCms(payload, url)
    })

    const order = (lines: OrderRequestLine[], details: CheckoutDetails) =>
      placeOrder(payload, { lines, details, paymentMethod: 'request' })
    const card = (id: number) => payload.findByID({ collection: 'gift-cards', id, overrideAccess: true, depth: 0 })
    const addGiftCard = (code: string, balance: number) =>
      payload.create({
        collection: 'gift-cards',
        overrideAccess: true,
        data: {
          ...giftCardCodeKey(code),
          initialBalance: balance,
          balance,
          currency: 'USD',
          recipientEmail: 'p@e.test',
        },
      })
    const historyOf = async (giftCardId: number) => {
      const { docs } = await payload.find({
        collection: 'gift-card-events',
        where: { giftCard: { equals: giftCardId } },
        sort: 'id',
        overrideAccess: true,
        pagination: false,
        depth: 0,
      })
      return docs.map(({ change, balanceAfter, reason, order: orderId }) => ({
        change,
        balanceAfter,
        reason,
        order: orderId,
      }))
    }

    /** An order paid by a card of $100 that buys a $250 card for `recipient`, marked paid: the issued card. */
    async function paidGiftCardOrder(recipient: string) {
      const payingCode = newGiftCardCode()
      const paying = await addGiftCard(payingCode, 10_000)
      const placed = await order([giftCardLine(recipient)], buyer(`${recipient}-buyer`, payingCode))
      if (!placed.ok) throw new Error(placed.error)
      expect(await changeOrderStatus(payload, placed.order.id, 'paid')).toMatchObject({ ok: true })
      const code = await codeMailedTo(`${recipient}@example.test`)
      const { docs } = await payload.find({
        collection: 'gift-cards',
        where: { order: { equals: placed.order.id } },
        overrideAccess: true,
        depth: 0,
      })
      const issued = docs[0]
      if (!issued) throw new Error('no card issued')
      return { orderId: placed.order.id, issued, code, paying }
    }

    it('voids the card an order issued when it is cancelled, and refunds the card that paid', async () => {
      const { orderId, issued, code, paying } = await paidGiftCardOrder('void-on-cancel')
      expect(await changeOrderStatus(payload, orderId, 'cancelled')).toMatchObject({ ok: true })
      expect(await card(issued.id)).toMatchObject({ balance: 0, voidedAmount: 25_000 })
      expect((await card(issued.id)).voidedAt).toBeTruthy()
      expect(await card(paying.id)).toMatchObject({ balance: 10_000 })
      expect(await order([giftCardLine('after-void', 100)], buyer('spends-void', code))).toEqual({
        ok: false,
        status: 422,
        error: 'That gift card is no longer valid',
      })
      expect(await historyOf(issued.id)).toEqual([
        { change: 25_000, balanceAfter: 25_000, reason: 'issued', order: orderId },
        { change: -25_000, balanceAfter: 0, reason: 'voided', order: orderId },
      ])
      expect(await historyOf(paying.id)).toEqual([
        { change: -10_000, balanceAfter: 0, reason: 'spent', order: orderId },
        { change: 10_000, balanceAfter: 10_000, reason: 'refunded', order: orderId },
      ])
    })

    it('refuses to cancel an order whose card was spent, and changes nothing', async () => {
      const { orderId, issued, code, paying } = await paidGiftCardOrder('spent-first')
      const spent = await order([giftCardLine('spent-on', 100)], buyer('spender', code))
      if (!spent.ok) throw new Error(spent.error)
      expect(await changeOrderStatus(payload, orderId, 'cancelled')).toEqual({
        ok: false,
        status: 409,
        error: `This order's gift card ending in ${issued.last4} has already been used: the order cannot be cancelled`,
      })
      await expect(
        payload.update({ collection: 'orders', id: orderId, data: { status: 'cancelled' }, overrideAccess: true }),
      ).rejects.toMatchObject({
        data: { errors: [{ path: 'status', message: expect.stringContaining(issued.last4) }] },
      })
      const kept = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true, depth: 0 })
      expect(kept.status).toBe('paid')
      expect(await card(issued.id)).toMatchObject({ balance: 15_000, voidedAt: null })
      expect(await card(paying.id)).toMatchObject({ balance: 0 })
      expect(await historyOf(issued.id)).toEqual([
        { change: 25_000, balanceAfter: 25_000, reason: 'issued', order: orderId },
        { change: -10_000, balanceAfter: 15_000, reason: 'spent', order: spent.order.id },
      ])
    })

    it('lets an admin void a card, not an editor; a void card cannot be spent', async () => {
      const code = newGiftCardCode()
      const voided = await addGiftCard(code, 5_000)
      await expect(
        payload.update({
          collection: 'gift-cards',
          id: voided.id,
          data: { void: true },
          overrideAccess: false,
          user: editor,
        }),
      ).rejects.toThrow(/not allowed/)
      expect(await card(voided.id)).toMatchObject({ balance: 5_000, voidedAt: null })
      await payload.update({
        collection: 'gift-cards',
        id: voided.id,
        data: { void: true },
        overrideAccess: false,
        user: admin,
      })
      expect(await card(voided.id)).toMatchObject({ balance: 0, voidedAmount: 5_000 })
      expect(await order([giftCardLine('void-spend', 100)], buyer('void-spender', code))).toMatchObject({
        ok: false,
        status: 422,
      })
      expect(await historyOf(voided.id)).toEqual([{ change: -5_000, balanceAfter: 0, reason: 'voided', order: null }])
    })

    it('keeps the balance history read-only for everyone', async () => {
      const [event] = (await payload.find({ collection: 'gift-card-events', overrideAccess: true, limit: 1, depth: 0 }))
        .docs
      if (!event) throw new Error('no history yet')
      const forged = { giftCard: event.giftCard, change: 1, balanceAfter: 1, reason: 'refunded' as const }
      await expect(
        payload.create({ collection: 'gift-card-events', data: forged, overrideAccess: false, user: admin }),
      ).rejects.toThrow(/not allowed/)
      await expect(
        payload.update({
          collection: 'gift-card-events',
          id: event.id,
          data: { change: 0 },
          overrideAccess: false,
          user: admin,
        }),
      ).rejects.toThrow(/not allowed/)
      await expect(
        payload.delete({ collection: 'gift-card-events', id: event.id, overrideAccess: false, user: admin }),
      ).rejects.toThrow(/not allowed/)
    })

    /**
     * Spends the card an order issued ${SPENDERS} ways while that order is cancelled; with `headStart`, the
     * cancel starts only once the first spend has landed (else it tends to win on both databases).
     */
    async function raceCancelAgainstSpends(recipient: string, headStart: boolean) {
      const { orderId, issued, code, paying } = await paidGiftCardOrder(recipient)
      const spend = (n: number) =>
        order([giftCardLine(`${recipient}-${n}`, 100)], buyer(`${recipient}-spender-${n}`, code))
      const first = spend(0)
      if (headStart) await first
      const [cancel, spends] = await Promise.all([
        changeOrderStatus(payload, orderId, 'cancelled'),
        Promise.all([first, ...Array.from({ length: SPENDERS - 1 }, (_, n) => spend(n + 1))]),
      ])
      const spent = spends.flatMap((result) => (result.ok ? [result.order.id] : []))
      const after = await card(issued.id)
      const history = await historyOf(issued.id)
      expect(history.reduce((sum, event) => sum + event.change, 0)).toBe(after.balance)
      if (cancel.ok) {
        expect(spent).toHaveLength(0)
        expect(after).toMatchObject({ balance: 0, voidedAmount: 25_000 })
        expect(await card(paying.id)).toMatchObject({ balance: 10_000 })
        return 'cancelled'
      }
      expect(cancel).toMatchObject({ ok: false, status: 409, error: expect.stringContaining('already been used') })
      expect(after.voidedAt).toBeNull()
      const spentOrders = await payload.find({
        collection: 'orders',
        where: { id: { in: spent } },
        overrideAccess: true,
        pagination: false,
      })
      const taken = spentOrders.docs.reduce((sum, doc) => sum + (doc.giftCardAmount ?? 0), 0)
      expect(spent.length).toBeGreaterThan(0)
      expect(taken + after.balance).toBe(25_000)
      expect(await card(paying.id)).toMatchObject({ balance: 0 })
      return 'refused'
    }

    it(`never both spends an issued card and cancels its order, with ${SPENDERS} spends racing the cancel`, async () => {
      await raceCancelAgainstSpends('race-from-the-start', false)
      expect(await raceCancelAgainstSpends('race-after-a-spend', true)).toBe('refused')
    })
  })
}
