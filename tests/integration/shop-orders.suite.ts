import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OutboxMail } from '@/lib/mail/outbox'
import type { CheckoutDetails } from '@/lib/shop/orders/checkout-details'
import type { OrderRequestLine, PaymentMethod, PlaceOrderResult } from '@/lib/shop/orders/order-request'
import type { Artwork } from '@/payload-types'
import { createTestArtwork } from './catalog-fixtures'
import { startCms, stopCms } from './cms-instance'

// Read with the rest of the environment when the suite's CMS starts, after this module is imported.
const outbox = mkdtempSync(path.join(tmpdir(), 'gallery-outbox-'))
process.env.MAIL_OUTBOX_DIR = outbox
// 50 checkouts at once queue for SQLite's one writer (they pass at the server's 400 ms too, with room to spare
// only on an idle machine; CI's shared cores are not).
process.env.SQLITE_LOCK_WAIT_MS = '5000'

const BUYERS = 50

function mailsTo(address: string): OutboxMail[] {
  if (!existsSync(outbox)) return []
  return readdirSync(outbox)
    .map((name) => JSON.parse(readFileSync(path.join(outbox, name), 'utf8')) as OutboxMail)
    .filter((mail) => mail.to.includes(address))
}

const mailTo = (address: string) =>
  vi.waitFor(
    () => {
      const [mail] = mailsTo(address)
      if (!mail) throw new Error(`no mail to ${address} yet`)
      return mail
    },
    { timeout: 10_000 },
  )

const acceptanceMail = (address: string) =>
  vi.waitFor(
    () => {
      const mail = mailsTo(address).find((candidate) => candidate.subject.includes('accepted'))
      if (!mail) throw new Error(`no acceptance mail to ${address} yet`)
      return mail
    },
    { timeout: 10_000 },
  )

export const buyer = (n: number | string): CheckoutDetails => ({
  email: `buyer-${n}@example.test`,
  name: `Buyer ${n}`,
  shippingAddress: { line1: '1 Quay Street', city: 'Portland', postalCode: '97201', country: 'US' },
})

export const workLine = (work: Artwork, quantity = 1): OrderRequestLine => ({
  kind: 'artwork',
  artwork: work.id,
  variant: work.variants[0]?.id ?? '',
  quantity,
})

/** Checkout's transaction on either database: the races of issue 14, the refusals, cancel and pay. */
export function shopOrdersSuite(databaseUrl: () => string) {
  describe('shop orders', () => {
    let payload: Payload
    let url: string
    let placeOrder: typeof import('@/lib/shop/orders/place-order').placeOrder
    let changeOrderStatus: typeof import('@/lib/shop/orders/order-status').changeOrderStatus
    let giftCardCodeKey: typeof import('@/lib/shop/gift-cards/gift-card-code').giftCardCodeKey
    let newGiftCardCode: typeof import('@/lib/shop/gift-cards/gift-card-code').newGiftCardCode

    beforeAll(async () => {
      url = databaseUrl()
      payload = await startCms(url)
      ;({ placeOrder } = await import('@/lib/shop/orders/place-order'))
      ;({ changeOrderStatus } = await import('@/lib/shop/orders/order-status'))
      ;({ giftCardCodeKey, newGiftCardCode } = await import('@/lib/shop/gift-cards/gift-card-code'))
      const { rebuildSearchIndexes } = await import('@/lib/gallery-search/server/rebuild')
      await rebuildSearchIndexes(payload)
    })

    afterAll(async () => {
      await stopCms(payload, url)
    })

    // Card orders hold their works at once; a request to purchase holds nothing until staff accept it.
    const order = (
      lines: OrderRequestLine[],
      details: CheckoutDetails = buyer('one'),
      customerId?: number,
      paymentMethod: PaymentMethod = 'stripe',
    ) => placeOrder(payload, { lines, details, customerId, paymentMethod })
    const stock = async (id: number) => {
      const published = await payload.findByID({ collection: 'artworks', id, overrideAccess: true, depth: 0 })
      const latest = await payload.findByID({ collection: 'artworks', id, overrideAccess: true, depth: 0, draft: true })
      return { published: published.inventory, latestVersion: latest.inventory }
    }
    const searchRecord = async (id: number) => {
      const [{ gallerySearchEngine }, { GALLERY_INDEXES }] = await Promise.all([
        import('@/lib/gallery-search/server/engine'),
        import('@/lib/gallery-search/indexes'),
      ])
      return gallerySearchEngine().index(GALLERY_INDEXES.artworks)?.get(String(id))
    }
    const addGiftCard = async (code: string, balance: number) =>
      payload.create({
        collection: 'gift-cards',
        overrideAccess: true,
        data: {
          ...giftCardCodeKey(code),
          initialBalance: balance,
          balance,
          currency: 'USD',
          recipientEmail: 'r@example.test',
        },
      })
    const balanceOf = async (id: number) =>
      (await payload.findByID({ collection: 'gift-cards', id, overrideAccess: true, depth: 0 })).balance
    const okOrders = (results: PlaceOrderResult[]) => results.flatMap((result) => (result.ok ? [result.order] : []))

    it(`sells a one-off work to exactly one of ${BUYERS} buyers at once; the others hear it has just been sold`, async () => {
      const work = await createTestArtwork(payload, {
        title: 'Last Light on the Quay',
        medium: 'painting',
        prices: [1200],
      })
      // Signed-in buyers: the customer relation is validated on the order's own transaction too.
      const customer = await payload.create({
        collection: 'customers',
        data: { email: 'collector@example.test', password: 'a long enough password' },
      })
      const results = await Promise.all(
        Array.from({ length: BUYERS }, (_, n) => order([workLine(work)], buyer(`race-${n}`), customer.id)),
      )
      const [sold] = okOrders(results)
      expect(okOrders(results)).toHaveLength(1)
      expect(results.filter((result) => !result.ok)).toEqual(
        Array.from({ length: BUYERS - 1 }, () => ({
          ok: false,
          status: 409,
          error: 'Last Light on the Quay is sold',
        })),
      )
      expect(sold).toMatchObject({ total: 120_000, status: 'pending' })
      expect(await stock(work.id)).toEqual({ published: 0, latestVersion: 0 })
      const { totalDocs } = await payload.count({
        collection: 'orders',
        where: { 'lines.artwork': { equals: work.id } },
        overrideAccess: true,
      })
      expect(totalDocs).toBe(1)
      const placed = await payload.findByID({ collection: 'orders', id: sold?.id ?? 0, overrideAccess: true, depth: 0 })
      expect(placed).toMatchObject({ customer: customer.id, lines: [{ unitPrice: 120_000, quantity: 1 }] })
      expect(await searchRecord(work.id)).toMatchObject({
        variants_inventory_count: 0,
        named_tags: { algolia_availability: 'Sold Out' },
      })
      const winner = results.findIndex((result) => result.ok)
      const mail = await mailTo(`buyer-race-${winner}@example.test`)
      expect(mail.subject).toContain(sold?.number)
      expect(mail.text).toContain('We will confirm once your card payment has gone through.')
    })

    it('takes nothing off sale for a request to purchase until staff accept it, then holds it', async () => {
      const work = await createTestArtwork(payload, { title: 'Asked After', medium: 'painting', prices: [500] })
      const requested = await order([workLine(work)], buyer('asks'), undefined, 'request')
      if (!requested.ok) throw new Error(requested.error)
      expect(requested.order.status).toBe('requested')
      expect(await stock(work.id)).toEqual({ published: 1, latestVersion: 1 })
      const mail = await mailTo('buyer-asks@example.test')
      expect(mail.text).toContain('We will be in touch to arrange payment.')
      expect(mail.text).toContain('stays on sale')
      const other = await order([workLine(work)], buyer('asks-too'), undefined, 'request')
      if (!other.ok) throw new Error(other.error)
      expect(await changeOrderStatus(payload, requested.order.id, 'pending')).toMatchObject({ ok: true })
      expect(await stock(work.id)).toEqual({ published: 0, latestVersion: 0 })
      const accepted = await payload.findByID({ collection: 'orders', id: requested.order.id, overrideAccess: true })
      const hours = (Date.parse(accepted.holdUntil ?? '') - Date.now()) / 3_600_000
      expect(hours).toBeGreaterThan(47.9)
      expect(hours).toBeLessThanOrEqual(48)
      expect(await changeOrderStatus(payload, other.order.id, 'pending')).toEqual({
        ok: false,
        status: 409,
        error: 'Asked After has been sold since this request: cancel the request instead',
      })
      expect(await changeOrderStatus(payload, other.order.id, 'cancelled')).toMatchObject({ ok: true })
      expect(await stock(work.id)).toEqual({ published: 0, latestVersion: 0 })
      const accept = await acceptanceMail('buyer-asks@example.test')
      expect(accept.text).toContain('held for you until')
    })

    it(`never redeems more than a gift card holds, with ${BUYERS} orders using it at once`, async () => {
      // Gift card lines take no stock: no other row lock queues the orders before they read the balance.
      const code = newGiftCardCode()
      const card = await addGiftCard(code, 25_000)
      const results = await Promise.all(
        Array.from({ length: BUYERS }, (_, n) =>
          order([{ kind: 'gift-card', amount: 100, recipientName: 'R', recipientEmail: `r-${n}@example.test` }], {
            ...buyer(`card-${n}`),
            giftCardCode: code.toLowerCase().replaceAll('-', ' '),
          }),
        ),
      )
      const placed = okOrders(results)
      const redeemed = await payload.find({
        collection: 'orders',
        where: { id: { in: placed.map((placedOrder) => placedOrder.id) } },
        overrideAccess: true,
        pagination: false,
      })
      const taken = redeemed.docs.reduce((sum, doc) => sum + (doc.giftCardAmount ?? 0), 0)
      const balance = await balanceOf(card.id)
      expect(balance).toBeGreaterThanOrEqual(0)
      expect(taken).toBeLessThanOrEqual(25_000)
      expect(taken + balance).toBe(25_000)
      expect(placed.length).toBeGreaterThanOrEqual(1)
      for (const refused of results.filter((result) => !result.ok)) {
        expect(['The gift card balance has changed', 'That gift card has no balance left']).toContain(
          !refused.ok && refused.error,
        )
      }
    })

    it('refuses an unknown gift card code and takes no units', async () => {
      const work = await createTestArtwork(payload, { title: 'Unclaimed Harbour', medium: 'painting', prices: [800] })
      const result = await order([workLine(work)], { ...buyer('unknown-code'), giftCardCode: 'NOPE-NOPE-NOPE-NOPE' })
      expect(result).toEqual({ ok: false, status: 422, error: 'That gift card code is not valid' })
      expect(await stock(work.id)).toEqual({ published: 1, latestVersion: 1 })
    })

    it('prices from the database and refuses works that are not for sale online', async () => {
      const framed = await createTestArtwork(payload, { title: 'Two Frames', medium: 'drawing', prices: [500, 650.5] })
      const second = framed.variants[1]?.id ?? ''
      const placed = await order([{ kind: 'artwork', artwork: framed.id, variant: second, quantity: 1 }])
      expect(placed).toMatchObject({ ok: true, order: { total: 65_050 } })
      const onHold = await createTestArtwork(payload, {
        title: 'Held Back',
        medium: 'painting',
        prices: [900],
        availability: 'On Hold',
      })
      expect(await order([workLine(onHold)])).toEqual({ ok: false, status: 422, error: 'Held Back is on hold' })
      const unknownVariant = { kind: 'artwork', artwork: onHold.id, variant: 'no-such-row', quantity: 1 } as const
      expect(await order([unknownVariant])).toMatchObject({ ok: false, status: 422 })
      expect(await stock(onHold.id)).toEqual({ published: 1, latestVersion: 1 })
      const draft = await createTestArtwork(payload, {
        title: 'Not Yet Shown',
        medium: 'painting',
        prices: [900],
        status: 'draft',
      })
      expect(await order([workLine(draft)])).toEqual({
        ok: false,
        status: 422,
        error: 'A work in your cart is no longer for sale',
      })
    })

    it('tells an edition buyer how many are left when they ask for more', async () => {
      const print = await createTestArtwork(payload, { title: 'Low Tide', medium: 'print', prices: [90], inventory: 2 })
      expect(await order([workLine(print, 3)])).toEqual({ ok: false, status: 409, error: 'Only 2 of Low Tide left' })
      expect(await order([workLine(print, 2)])).toMatchObject({ ok: true, order: { total: 18_000 } })
      expect(await stock(print.id)).toEqual({ published: 0, latestVersion: 0 })
    })

    const optionStock = async (id: number, option: number) => {
      const published = await payload.findByID({ collection: 'artworks', id, overrideAccess: true, depth: 0 })
      const latest = await payload.findByID({ collection: 'artworks', id, overrideAccess: true, depth: 0, draft: true })
      return { published: published.variants[option]?.inventory, latestVersion: latest.variants[option]?.inventory }
    }
    const optionLine = (work: Artwork, option: number, quantity = 1): OrderRequestLine => ({
      kind: 'artwork',
      artwork: work.id,
      variant: work.variants[option]?.id ?? '',
      quantity,
    })

    it(`sells an edition's one artist proof to exactly one of ${BUYERS} buyers at once; its prints still sell`, async () => {
      const edition = await createTestArtwork(payload, {
        title: 'Harbour Proofs',
        medium: 'print',
        prices: [300, 480],
        inventory: 18,
        optionUnits: [17, 1],
      })
      const results = await Promise.all(
        Array.from({ length: BUYERS }, (_, n) => order([optionLine(edition, 1)], buyer(`proof-${n}`))),
      )
      const [proof] = okOrders(results)
      expect(okOrders(results)).toHaveLength(1)
      expect(results.filter((result) => !result.ok)).toEqual(
        Array.from({ length: BUYERS - 1 }, () => ({
          ok: false,
          status: 409,
          error: 'Harbour Proofs (Option 2) is sold',
        })),
      )
      expect(await optionStock(edition.id, 1)).toEqual({ published: 0, latestVersion: 0 })
      expect(await stock(edition.id)).toEqual({ published: 17, latestVersion: 17 })
      // A request to purchase holds nothing, but is refused an option that has none left.
      expect(await order([optionLine(edition, 1)], buyer('proof-late'), undefined, 'request')).toMatchObject({
        ok: false,
        status: 409,
      })
      const prints = await order([optionLine(edition, 0, 2)], buyer('prints'))
      expect(prints).toMatchObject({ ok: true, order: { total: 60_000 } })
      expect(await optionStock(edition.id, 0)).toEqual({ published: 15, latestVersion: 15 })
      // An editor's draft and its publishing carry the option's count as orders left it, never the old one.
      await payload.update({
        collection: 'artworks',
        id: edition.id,
        draft: true,
        data: { title: 'Harbour Proofs II' },
      })
      await payload.update({ collection: 'artworks', id: edition.id, data: { _status: 'published' } })
      expect(await optionStock(edition.id, 1)).toEqual({ published: 0, latestVersion: 0 })
      // Cancelling gives the proof back to its option as well as to the work.
      expect(await changeOrderStatus(payload, proof?.id ?? 0, 'cancelled')).toMatchObject({ ok: true })
      expect(await optionStock(edition.id, 1)).toEqual({ published: 1, latestVersion: 1 })
      expect(await stock(edition.id)).toEqual({ published: 16, latestVersion: 16 })
      if (prints.ok) await changeOrderStatus(payload, prints.order.id, 'cancelled')
    })

    it('gives the units and the gift card amount back when an order is cancelled', async () => {
      const work = await createTestArtwork(payload, {
        title: 'Returned to the Wall',
        medium: 'painting',
        prices: [300],
      })
      const code = newGiftCardCode()
      const card = await addGiftCard(code, 10_000)
      const placed = await order([workLine(work)], { ...buyer('cancel'), giftCardCode: code })
      if (!placed.ok) throw new Error(placed.error)
      expect(placed.order.total).toBe(20_000)
      expect(await balanceOf(card.id)).toBe(0)
      expect(await changeOrderStatus(payload, placed.order.id, 'cancelled')).toMatchObject({ ok: true })
      expect(await stock(work.id)).toEqual({ published: 1, latestVersion: 1 })
      expect(await balanceOf(card.id)).toBe(10_000)
      expect(await searchRecord(work.id)).toMatchObject({ named_tags: { algolia_availability: 'Available' } })
      expect(await changeOrderStatus(payload, placed.order.id, 'cancelled')).toEqual({
        ok: false,
        status: 409,
        error: 'The order is already cancelled',
      })
      expect(await stock(work.id)).toEqual({ published: 1, latestVersion: 1 })
    })

    it('frees the units of a card order left unpaid past the hold for the next buyer', async () => {
      const work = await createTestArtwork(payload, { title: 'Held by a Card', medium: 'painting', prices: [700] })
      const unpaid = await placeOrder(payload, {
        lines: [workLine(work)],
        details: buyer('card'),
        paymentMethod: 'stripe',
      })
      if (!unpaid.ok) throw new Error(unpaid.error)
      expect(await order([workLine(work)], buyer('too-soon'))).toMatchObject({ ok: false, status: 409 })
      const afterHold = new Date(Date.now() + 31 * 60_000)
      const next = await placeOrder(payload, {
        lines: [workLine(work)],
        details: buyer('after-hold'),
        paymentMethod: 'stripe',
        now: afterHold,
      })
      expect(next).toMatchObject({ ok: true })
      const expired = await payload.findByID({ collection: 'orders', id: unpaid.order.id, overrideAccess: true })
      expect(expired.status).toBe('cancelled')
      expect(await stock(work.id)).toEqual({ published: 0, latestVersion: 0 })
    })

    it('issues exactly one gift card code when the order is marked paid twice at once', async () => {
      const giftCard: OrderRequestLine = {
        kind: 'gift-card',
        amount: 250,
        recipientName: 'Rosa <b>',
        recipientEmail: 'rosa@example.test',
        message: 'Happy birthday & enjoy',
      }
      const placed = await order([giftCard], buyer('gift'))
      if (!placed.ok) throw new Error(placed.error)
      const both = await Promise.all([
        changeOrderStatus(payload, placed.order.id, 'paid'),
        changeOrderStatus(payload, placed.order.id, 'paid'),
      ])
      expect(both.filter((result) => result.ok)).toHaveLength(1)
      const cards = await payload.find({
        collection: 'gift-cards',
        where: { order: { equals: placed.order.id } },
        overrideAccess: true,
      })
      expect(cards.docs).toHaveLength(1)
      expect(cards.docs[0]).toMatchObject({
        balance: 25_000,
        initialBalance: 25_000,
        recipientEmail: 'rosa@example.test',
      })
      const mail = await mailTo('rosa@example.test')
      const code = mail.text?.match(/[A-Z2-9]{4}(-[A-Z2-9]{4}){3}/)?.[0] ?? ''
      expect(giftCardCodeKey(code).codeHash).toBe(cards.docs[0]?.codeHash)
      expect(mail.text).toContain('Happy birthday & enjoy')
      expect(mail.html).toContain('Rosa &lt;b&gt;')
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(mailsTo('rosa@example.test')).toHaveLength(1)
    })

    it('runs a status change made in the admin through the same rules', async () => {
      const work = await createTestArtwork(payload, { title: 'Admin Cancelled', medium: 'painting', prices: [400] })
      const placed = await order([workLine(work)], buyer('admin'))
      if (!placed.ok) throw new Error(placed.error)
      await expect(
        payload.update({
          collection: 'orders',
          id: placed.order.id,
          data: { status: 'fulfilled' },
          overrideAccess: true,
        }),
      ).rejects.toMatchObject({
        data: {
          errors: [{ path: 'status', message: 'A pending order can only become paid or cancelled, not fulfilled' }],
        },
      })
      await setStatusInAdmin(placed.order.id, 'cancelled')
      expect(await stock(work.id)).toEqual({ published: 1, latestVersion: 1 })
      const saved = await payload.findByID({ collection: 'orders', id: placed.order.id, overrideAccess: true })
      expect(saved.status).toBe('cancelled')
    })

    /** A member of staff moving an order along in the admin: its hooks run, access is not checked. */
    const setStatusInAdmin = (id: number, status: 'pending' | 'cancelled') =>
      payload.update({ collection: 'orders', id, data: { status }, overrideAccess: true })

    it('accepts a request in the admin: the works are held and the hold’s end is saved', async () => {
      const work = await createTestArtwork(payload, { title: 'Admin Accepted', medium: 'painting', prices: [400] })
      const requested = await order([workLine(work)], buyer('admin-accept'), undefined, 'request')
      if (!requested.ok) throw new Error(requested.error)
      await setStatusInAdmin(requested.order.id, 'pending')
      expect(await stock(work.id)).toEqual({ published: 0, latestVersion: 0 })
      const saved = await payload.findByID({ collection: 'orders', id: requested.order.id, overrideAccess: true })
      expect(saved.status).toBe('pending')
      expect(Date.parse(saved.holdUntil ?? '')).toBeGreaterThan(Date.now() + 47 * 3_600_000)
    })
  })
}
