import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { customerRoutes, type CustomerCaller } from './customer-calls'

type Call = Awaited<ReturnType<typeof customerRoutes>>
type View = { id: number; at: number }
type Answer = { views: View[] }

const PATH = '/api/customer/recently-viewed'

/** The recently viewed calls: each touches only the caller's own list, and refuses bad input with a 4xx. */
export function recentlyViewedSuite(cms: () => Payload) {
  describe('recently viewed calls', () => {
    let payload: Payload
    let call: Call
    let serial = 0

    async function newCustomer(): Promise<{ id: number; token: string }> {
      const email = `viewer-${++serial}-${Date.now()}@example.test`
      const password = 'viewer-password-1'
      const { id } = await payload.create({ collection: 'customers', data: { email, password } })
      const { token } = await payload.login({ collection: 'customers', data: { email, password } })
      if (!token) throw new Error('no token')
      return { id, token }
    }

    const merge = (token: string, views: View[], caller: CustomerCaller = {}) =>
      call('POST', PATH, { token, views }, caller)
    const listOf = async (token: string) => ((await merge(token, [])).body as Answer).views

    beforeAll(async () => {
      payload = cms()
      call = await customerRoutes()
    })

    it('merges views into the account newest first, each work once, at most twelve', async () => {
      const { token } = await newCustomer()
      const first = await merge(token, [
        { id: 3, at: 300 },
        { id: 1, at: 100 },
      ])
      expect(first.status).toBe(200)
      expect((first.body as Answer).views).toEqual([
        { id: 3, at: 300 },
        { id: 1, at: 100 },
      ])
      await merge(token, [
        { id: 1, at: 400 },
        { id: 2, at: 200 },
      ])
      expect(await listOf(token)).toEqual([
        { id: 1, at: 400 },
        { id: 3, at: 300 },
        { id: 2, at: 200 },
      ])
      for (let start = 10; start < 30; start += 10)
        await merge(
          token,
          Array.from({ length: 10 }, (_, index) => ({ id: start + index, at: 1000 + start + index })),
        )
      const capped = await listOf(token)
      expect(capped).toHaveLength(12)
      expect(capped.map((view) => view.id)).toEqual([29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18])
    })

    it('dates a view from the future as now', async () => {
      const { token } = await newCustomer()
      const before = Date.now()
      const [view] = ((await merge(token, [{ id: 5, at: Number.MAX_SAFE_INTEGER }])).body as Answer).views
      expect(view?.at).toBeGreaterThanOrEqual(before)
      expect(view?.at).toBeLessThanOrEqual(Date.now())
    })

    it('loses no view when one customer merges from several browsers at once', async () => {
      const { token } = await newCustomer()
      const replies = await Promise.all(
        Array.from({ length: 8 }, (_, index) => merge(token, [{ id: 100 + index, at: 10 + index }])),
      )
      expect(replies.map((reply) => reply.status)).toEqual(Array.from({ length: 8 }, () => 200))
      expect((await listOf(token)).map((view) => view.id)).toEqual([107, 106, 105, 104, 103, 102, 101, 100])
    })

    it("clears only the caller's list, and never another customer's", async () => {
      const owner = await newCustomer()
      const other = await newCustomer()
      await merge(owner.token, [{ id: 7, at: 70 }])
      await merge(other.token, [{ id: 8, at: 80 }])
      // A customer named in the body is ignored: the session says whose list it is.
      const named = await call('POST', PATH, { token: owner.token, customer: other.id, views: [{ id: 9, at: 90 }] })
      expect((named.body as Answer).views).toEqual([
        { id: 9, at: 90 },
        { id: 7, at: 70 },
      ])
      const cleared = await call('PUT', PATH, { token: owner.token, customer: other.id, views: [] })
      expect(cleared.status).toBe(200)
      expect((cleared.body as Answer).views).toEqual([])
      expect(await listOf(owner.token)).toEqual([])
      expect(await listOf(other.token)).toEqual([{ id: 8, at: 80 }])
      const stored = await payload.findByID({ collection: 'customers', id: other.id })
      expect(stored.recentlyViewed).toEqual([{ id: 8, at: 80 }])
    })

    it('answers 401 without a customer, 403 from another site and 400 for malformed views', async () => {
      const { token } = await newCustomer()
      expect((await call('POST', PATH, { views: [] })).status).toBe(401)
      expect((await call('PUT', PATH, { views: [] })).status).toBe(401)
      expect((await merge(`${token.slice(0, -4)}AAAA`, [])).status).toBe(401)
      expect((await merge(token, [{ id: 1, at: 1 }], { origin: 'https://elsewhere.example' })).status).toBe(403)
      const malformed: unknown[] = [
        '{"views": ',
        { token, views: 'all' },
        { token, views: [{ id: '1', at: 1 }] },
        { token, views: [{ id: -1, at: 1 }] },
        { token, views: [{ id: 1, at: 1.5 }] },
        { token, views: [{ id: 1 }] },
        { token, views: Array.from({ length: 13 }, (_, index) => ({ id: index + 1, at: index })) },
        { token: 'x'.repeat(5000), views: [] },
      ]
      for (const body of malformed) {
        const reply = await call('POST', PATH, body)
        expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400)
        expect(reply.body).toMatchObject({ error: expect.any(String) })
      }
      expect(await listOf(token)).toEqual([])
    })
  })
}
