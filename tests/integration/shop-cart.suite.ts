import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CartChange } from '@/lib/shop/cart/cart-change'
import type { CartLine } from '@/lib/shop/cart/cart-line'
import { applyCartChange } from '@/lib/shop/cart/cart-rules'
import { changeCustomerCart, customerCartLines } from '@/lib/shop/cart/customer-cart'
import type { Artwork } from '@/payload-types'
import { apiClient, type ApiClient } from './api-client'
import { createTestArtwork } from './catalog-fixtures'
import { startCms, stopCms } from './cms-instance'
import { cartRoute, cookiePair } from './shop-cart-calls'

type Call = Awaited<ReturnType<typeof cartRoute>>
type Priced = {
  lines: (CartLine & { unitPrice: number; available: boolean; title: string })[]
  count: number
  subtotal: number
}

const variantOf = (work: Artwork, index = 0) => work.variants[index]?.id ?? ''
const line = (work: Artwork, quantity = 1, index = 0): CartLine => ({
  artwork: work.id,
  variant: variantOf(work, index),
  quantity,
})

/** The cart's statements, API and login merge on whichever database the URL names. */
export function shopCartSuite(databaseUrl: () => string) {
  let url: string
  let payload: Payload
  let api: ApiClient
  let call: Call
  let original: Artwork
  let edition: Artwork
  let works: Artwork[]
  let serial = 0

  async function newCustomer(): Promise<{ id: number; email: string; password: string }> {
    const email = `cart-${++serial}-${Date.now()}@example.test`
    const password = 'collector-password-1'
    const { id } = await payload.create({ collection: 'customers', data: { email, password } })
    return { id, email, password }
  }

  const change = async (customerId: number, cartChange: CartChange) => {
    const outcome = await changeCustomerCart(payload, customerId, cartChange)
    return outcome.ok ? outcome.lines : outcome.reason
  }

  beforeAll(async () => {
    url = databaseUrl()
    payload = await startCms(url)
    api = await apiClient()
    call = await cartRoute()
    original = await createTestArtwork(payload, { title: 'Cart Original', medium: 'painting', prices: [900, 1300] })
    edition = await createTestArtwork(payload, {
      title: 'Cart Edition',
      medium: 'print',
      prices: [120, 180],
      inventory: 50,
    })
    works = []
    for (let index = 0; index < 21; index++)
      works.push(
        await createTestArtwork(payload, { title: `Cart Work ${index}`, medium: 'print', prices: [100 + index] }),
      )
  }, 600_000)

  afterAll(async () => {
    await stopCms(payload, url)
  })

  describe('the customer cart statements', () => {
    it('mean what the visitor cart rules mean: add, clamp, change, absorb, remove, clear', async () => {
      const { id } = await newCustomer()
      const steps: CartChange[] = [
        { kind: 'add', line: line(original, 3), cap: 1, maxLines: 20 },
        { kind: 'add', line: line(original), cap: 1, maxLines: 20 },
        { kind: 'add', line: line(edition, 2), cap: 50, maxLines: 20 },
        { kind: 'add', line: line(edition, 3), cap: 4, maxLines: 20 },
        { kind: 'add', line: line(edition, 1, 1), cap: 50, maxLines: 20 },
        {
          kind: 'change',
          from: { artwork: original.id, variant: variantOf(original) },
          variant: variantOf(original, 1),
          quantity: undefined,
          cap: 1,
        },
        {
          kind: 'change',
          from: { artwork: edition.id, variant: variantOf(edition) },
          variant: variantOf(edition, 1),
          quantity: 3,
          cap: 50,
        },
        { kind: 'remove', line: { artwork: original.id, variant: variantOf(original, 1) } },
      ]
      let expected: CartLine[] = []
      for (const step of steps) {
        expected = applyCartChange(expected, step) as CartLine[]
        expect(await change(id, step)).toEqual(expected)
      }
      expect(expected).toEqual([line(edition, 3, 1)])
      expect(await change(id, { kind: 'clear' })).toEqual([])
    })

    it('holds back a new line to a full cart and a change to a line it does not hold', async () => {
      const { id } = await newCustomer()
      for (const work of works.slice(0, 20)) await change(id, { kind: 'add', line: line(work), cap: 1, maxLines: 20 })
      expect(await change(id, { kind: 'add', line: line(works[20]!), cap: 1, maxLines: 20 })).toBe('held-back')
      const absent = { artwork: edition.id, variant: variantOf(edition) }
      expect(await change(id, { kind: 'change', from: absent, variant: absent.variant, quantity: 2, cap: 5 })).toBe(
        'held-back',
      )
      expect(await customerCartLines(payload, id)).toHaveLength(20)
    })

    it('merges by the larger quantity, never the sum, keeping the customer lines first and at most 20', async () => {
      const { id } = await newCustomer()
      await change(id, { kind: 'add', line: line(edition, 2), cap: 50, maxLines: 20 })
      await change(id, { kind: 'add', line: line(works[0]!), cap: 1, maxLines: 20 })
      const visitor = [line(edition, 5), line(edition, 1, 1), line(works[0]!)]
      expect(await change(id, { kind: 'merge', lines: visitor, maxLines: 20 })).toEqual([
        line(edition, 5),
        line(works[0]!),
        line(edition, 1, 1),
      ])
      const many = works.slice(1, 21).map((work) => line(work))
      const merged = await change(id, { kind: 'merge', lines: many, maxLines: 20 })
      expect(merged).toHaveLength(20)
      expect((merged as CartLine[]).slice(0, 3)).toEqual([line(edition, 5), line(works[0]!), line(edition, 1, 1)])
    })

    it('loses nothing when 20 adds to one cart run at once', async () => {
      const { id } = await newCustomer()
      const adds = works.slice(0, 19).map((work) => ({ kind: 'add', line: line(work), cap: 1, maxLines: 20 }) as const)
      const editionAdds = Array.from(
        { length: 20 },
        () => ({ kind: 'add', line: line(edition), cap: 50, maxLines: 20 }) as const,
      )
      const outcomes = await Promise.all([...adds, ...editionAdds].map((each) => changeCustomerCart(payload, id, each)))
      expect(outcomes.every((outcome) => outcome.ok)).toBe(true)
      const lines = await customerCartLines(payload, id)
      expect(lines).toHaveLength(20)
      expect(lines.find((each) => each.artwork === edition.id)?.quantity).toBe(20)
    })
  })

  describe('the cart API', () => {
    it('keeps a visitor cart in a signed HttpOnly cookie and prices it from the database', async () => {
      const added = await call('POST', {
        artwork: original.id,
        variant: variantOf(original),
        quantity: 4,
        unitPrice: 1,
      })
      expect(added.status).toBe(200)
      expect(added.setCookie).toMatch(/^gallery-cart=[^;]+; Max-Age=2592000; Path=\/; HttpOnly=true; SameSite=Lax$/)
      expect(added.markerCookie).toMatch(/^gallery-has-cart=1; Max-Age=2592000; Path=\/; SameSite=Lax$/)
      const cookie = cookiePair(added.setCookie)
      const read = await call('GET', undefined, { cookie })
      expect(read.body).toMatchObject({
        count: 1,
        subtotal: 900,
        lines: [{ ...line(original), unitPrice: 900, available: true, title: 'Cart Original' }],
      })
      const changed = await call(
        'PATCH',
        { artwork: original.id, variant: variantOf(original), to: { variant: variantOf(original, 1) } },
        { cookie },
      )
      expect((changed.body as Priced).lines).toMatchObject([{ variant: variantOf(original, 1), unitPrice: 1300 }])
      const removed = await call(
        'DELETE',
        { artwork: original.id, variant: variantOf(original, 1) },
        { cookie: cookiePair(changed.setCookie) },
      )
      expect(removed.body).toMatchObject({ lines: [], count: 0, subtotal: 0 })
      expect(removed.setCookie).toMatch(/^gallery-cart=;.*Expires=Thu, 01 Jan 1970/)
      expect(removed.markerCookie).toMatch(/^gallery-has-cart=;/)
    })

    it('says "Sold" on a line whose work sold after it went in the cart, and counts and prices only what can be bought', async () => {
      const work = await createTestArtwork(payload, { title: 'Cart Soon Sold', medium: 'painting', prices: [700] })
      const added = await call('POST', { artwork: work.id, variant: variantOf(work) })
      const cookie = cookiePair(added.setCookie)
      expect((await call('GET', undefined, { cookie })).body).toMatchObject({ count: 1, subtotal: 700 })
      await payload.update({ collection: 'artworks', id: work.id, data: { inventory: 0 }, overrideAccess: true })
      expect((await call('GET', undefined, { cookie })).body).toMatchObject({
        count: 0,
        subtotal: 0,
        lines: [{ title: 'Cart Soon Sold', available: false, unavailableAs: 'Sold' }],
      })
    })

    it('reads a forged or unreadable cookie as an empty cart', async () => {
      const added = await call('POST', { artwork: edition.id, variant: variantOf(edition) })
      const [name, token = ''] = cookiePair(added.setCookie).split('=')
      const [header, body] = token.split('.')
      const forgedBody = Buffer.from(JSON.stringify({ lines: [line(edition, 99)] })).toString('base64url')
      for (const cookie of [`${name}=${header}.${forgedBody}.${token.split('.')[2]}`, `${name}=nonsense`])
        expect((await call('GET', undefined, { cookie })).body).toMatchObject({ lines: [], count: 0 })
      expect(body).toBeTruthy()
    })

    it('refuses what cannot be bought, with a clear error', async () => {
      const sold = await createTestArtwork(payload, { title: 'Cart Sold', medium: 'print', prices: [50], inventory: 0 })
      const held = await createTestArtwork(payload, {
        title: 'Cart Held',
        medium: 'print',
        prices: [50],
        availability: 'On Hold',
      })
      const asked = await createTestArtwork(payload, { title: 'Cart Asked', medium: 'print', prices: [50] })
      await payload.update({ collection: 'artworks', id: asked.id, data: { priceUponRequest: true } })
      const draft = await createTestArtwork(payload, {
        title: 'Cart Draft',
        medium: 'print',
        prices: [50],
        status: 'draft',
      })
      const add = (work: Artwork, variant = variantOf(work)) => call('POST', { artwork: work.id, variant })
      expect(await add(sold)).toMatchObject({ status: 409, body: { error: 'Cart Sold is sold' } })
      expect(await add(held)).toMatchObject({ status: 409, body: { error: 'Cart Held is on hold' } })
      expect(await add(asked)).toMatchObject({
        status: 409,
        body: { error: expect.stringMatching(/priced on request/) },
      })
      expect((await add(draft)).status).toBe(422)
      expect(await add(edition, 'no-such-option')).toMatchObject({
        status: 422,
        body: { error: 'Cart Edition has no option no-such-option' },
      })
    })

    it('answers 4xx JSON to hostile input and to other sites', async () => {
      const good = { artwork: edition.id, variant: variantOf(edition) }
      expect((await call('POST', good, { origin: 'https://evil.example' })).status).toBe(403)
      expect((await call('POST', '{"artwork":')).status).toBe(400)
      expect((await call('POST', { ...good, quantity: 0 })).status).toBe(400)
      expect((await call('POST', { artwork: 'x', variant: 'y' })).status).toBe(400)
      expect((await call('PATCH', { ...good, to: {} })).status).toBe(400)
      expect((await call('PATCH', { ...good, to: { quantity: 2 } })).status).toBe(404)
    })

    it('changes a signed-in customer cart on the row', async () => {
      const customer = await newCustomer()
      const { token } = await payload.login({ collection: 'customers', data: customer })
      const cookie = `payload-token=${token}`
      expect(
        (await call('POST', { artwork: edition.id, variant: variantOf(edition), quantity: 2 }, { cookie })).setCookie,
      ).toBeNull()
      expect(await customerCartLines(payload, customer.id)).toEqual([line(edition, 2)])
      expect((await call('GET', undefined, { cookie })).body).toMatchObject({ count: 2, subtotal: 240 })
    })
  })

  describe('logging in', () => {
    it('merges the visitor cart into the customer cart and clears the cookie', async () => {
      const customer = await newCustomer()
      await change(customer.id, { kind: 'add', line: line(edition, 4), cap: 50, maxLines: 20 })
      await change(customer.id, { kind: 'add', line: line(works[1]!), cap: 1, maxLines: 20 })
      let visitor = await call('POST', { artwork: edition.id, variant: variantOf(edition), quantity: 2 })
      visitor = await call(
        'POST',
        { artwork: original.id, variant: variantOf(original) },
        { cookie: cookiePair(visitor.setCookie) },
      )
      const login = await api.call(
        'POST',
        '/customers/login',
        { cookie: cookiePair(visitor.setCookie) },
        {
          email: customer.email,
          password: customer.password,
        },
      )
      expect(login.status).toBe(200)
      const cookies = login.headers.getSetCookie()
      expect(cookies.some((each) => /^gallery-cart=;.*Expires=Thu, 01 Jan 1970/.test(each))).toBe(true)
      expect(cookies.some((each) => each.startsWith('payload-token='))).toBe(true)
      expect(await customerCartLines(payload, customer.id)).toEqual([line(edition, 4), line(works[1]!), line(original)])
    })
  })
}
