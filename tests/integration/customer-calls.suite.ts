import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestArtist, createTestArtwork } from './catalog-fixtures'
import { customerRoutes, type CustomerCaller } from './customer-calls'
import type { ApiClient } from './api-client'

type Call = Awaited<ReturnType<typeof customerRoutes>>
type Answer = { token: string | null; artworks: number[]; artists: { slug: string; label: string }[] }

/** The customer calls, their errors and the cap on saved artworks, on whichever database `cms` runs. */
export function customerCallsSuite(cms: () => Payload, api: () => ApiClient) {
  describe('customer calls', () => {
    let payload: Payload
    let call: Call
    let works: number[]
    let artists: { id: number; slug: string }[]
    let draftWork: number
    let serial = 0

    async function newCustomer(): Promise<{ id: number; token: string }> {
      const email = `collector-${++serial}-${Date.now()}@example.test`
      const password = 'collector-password-1'
      const { id } = await payload.create({ collection: 'customers', data: { email, password } })
      const { token } = await payload.login({ collection: 'customers', data: { email, password } })
      if (!token) throw new Error('no token')
      return { id, token }
    }

    const save = (token: string, id: number, caller: CustomerCaller = {}) =>
      call('POST', '/api/customer/artworks', { token, artwork: { id }, artist: { slug: 'x', label: 'X' } }, caller)
    const unsave = (token: string, id: number) => call('PATCH', '/api/customer/artworks', { token, artwork: { id } })
    const follow = (token: string, slug: string, label = 'Anything') =>
      call('POST', '/api/customer/artists', { token, artist: { slug, label } })
    const unfollow = (token: string, slug: string) =>
      call('PATCH', '/api/customer/artists', { token, artist: { slug } })

    beforeAll(async () => {
      payload = cms()
      call = await customerRoutes()
      const ids = await Promise.all(
        ['Saver', 'Keeper', 'Holder', 'Finder'].map((last, index) => createTestArtist(payload, `Follow${index}`, last)),
      )
      await payload.update({ collection: 'artists', id: ids[0] ?? 0, data: { studioName: 'North Studio' } })
      artists = await Promise.all(
        ids.map(async (id) => ({ id, slug: (await payload.findByID({ collection: 'artists', id })).slug })),
      )
      works = []
      for (let index = 0; index < 24; index++)
        works.push(
          (await createTestArtwork(payload, { title: `Saved Work ${index}`, medium: 'print', prices: [100 + index] }))
            .id,
        )
      draftWork = (
        await createTestArtwork(payload, { title: 'Unseen Draft', medium: 'print', prices: [5], status: 'draft' })
      ).id
    }, 600_000)

    it('answers the customer for a body token, or for the session cookie', async () => {
      const { token } = await newCustomer()
      const byToken = await call('POST', '/api/customer', { token })
      expect(byToken.status).toBe(200)
      expect(byToken.body).toMatchObject({ token, artworks: [], artists: [], cart: { items: [] } })
      const byCookie = await call('POST', '/api/customer', {}, { cookie: `payload-token=${token}` })
      expect(byCookie.status).toBe(200)
      expect(byCookie.body).toMatchObject({ token: null, artworks: [], artists: [] })
    })

    it('answers 204 to a visitor, and 401 JSON for a forged token, an ended session or a staff session', async () => {
      const staff = await payload.create({
        collection: 'users',
        data: { email: `staff-${Date.now()}@example.test`, password: 'staff-password-12', name: 'S', role: 'editor' },
      })
      const staffLogin = await payload.login({
        collection: 'users',
        data: { email: staff.email, password: 'staff-password-12' },
      })
      const { token } = await newCustomer()
      const forged = `${token.slice(0, -4)}AAAA`
      expect((await call('POST', '/api/customer', {})).status).toBe(204)
      expect((await call('POST', '/api/customer/artworks', { artwork: { id: works[0] } })).status).toBe(401)
      const endedSession = await call('POST', '/api/customer', {}, { cookie: `payload-token=${forged}` })
      expect(endedSession.status).toBe(401)
      for (const authorization of ['JWT not-a-jwt', `JWT ${forged}`, 'Bearer x', 'Basic Zm9vOmJhcg==', 'JWT'])
        expect((await call('POST', '/api/customer', {}, { authorization })).status, authorization).toBe(401)
      expect((await call('POST', '/api/customer', {}, { authorization: `JWT ${token}` })).status).toBe(200)
      for (const body of [{ token: forged }, { token: 'not-a-jwt' }, { token: staffLogin.token }]) {
        const reply = await call('POST', '/api/customer', body)
        expect(reply.status, JSON.stringify(body)).toBe(401)
        expect(reply.body).toMatchObject({ error: expect.any(String) })
      }
    })

    it('answers 400 JSON for malformed bodies, 404 for unknown works and artists, 403 from another site', async () => {
      const { token } = await newCustomer()
      const malformed = [
        '{"token": ',
        { token, artwork: { id: 'abc' } },
        { token, artwork: {} },
        { token },
        { token, artwork: { id: -1 } },
        { token: 42, artwork: { id: works[0] } },
        { token: 'x'.repeat(5000), artwork: { id: works[0] } },
      ]
      for (const body of malformed) expect((await call('POST', '/api/customer/artworks', body)).status).toBe(400)
      expect((await call('POST', '/api/customer/artists', { token, artist: { slug: '../etc' } })).status).toBe(400)
      expect((await save(token, 987654)).status).toBe(404)
      expect((await save(token, draftWork)).status).toBe(404)
      expect((await follow(token, 'nobody-by-that-name')).status).toBe(404)
      const crossSite = await save(token, works[0] ?? 0, { origin: 'https://elsewhere.example' })
      expect(crossSite.status).toBe(403)
      expect(((await call('POST', '/api/customer', { token })).body as Answer).artworks).toEqual([])
    })

    it('saves and removes artworks, follows and unfollows artists, answering the updated customer', async () => {
      const { token } = await newCustomer()
      const [first = 0, second = 0] = works
      const [north, other] = artists
      expect(((await save(token, first)).body as Answer).artworks).toEqual([first])
      expect(((await save(token, second)).body as Answer).artworks).toEqual([first, second])
      const again = await save(token, first)
      expect(again.status).toBe(200)
      expect((again.body as Answer).artworks).toEqual([first, second])
      expect(((await unsave(token, first)).body as Answer).artworks).toEqual([second])

      const followed = await follow(token, north?.slug ?? '', 'A label the client made up')
      expect(followed.status).toBe(200)
      expect((followed.body as Answer).artists).toEqual([{ slug: north?.slug, label: 'North Studio' }])
      await follow(token, other?.slug ?? '')
      expect(((await unfollow(token, north?.slug ?? '')).body as Answer).artists.map((a) => a.slug)).toEqual([
        other?.slug,
      ])
    })

    it('holds the cap from the settings and says so', async () => {
      const { token } = await newCustomer()
      await payload.updateGlobal({ slug: 'settings', data: { featureFlags: { maxSavedArtworks: 3 } } })
      try {
        for (const id of works.slice(0, 3)) expect((await save(token, id)).status).toBe(200)
        const over = await save(token, works[3] ?? 0)
        expect(over.status).toBe(409)
        expect(over.body).toMatchObject({ error: expect.stringContaining('3 artworks') })
        expect(((await call('POST', '/api/customer', { token })).body as Answer).artworks).toHaveLength(3)
      } finally {
        await payload.updateGlobal({ slug: 'settings', data: { featureFlags: { maxSavedArtworks: 150 } } })
      }
    })

    it('loses nothing when 200 saves, removals, follows and unfollows arrive at once', async () => {
      const { token } = await newCustomer()
      const toSave = works.slice(0, 10)
      const toRemove = works.slice(10, 15)
      const kept = works.slice(15, 18)
      for (const id of [...toRemove, ...kept]) await save(token, id)
      const [a, b, c, d] = artists.map((artist) => artist.slug)
      for (const slug of [c, d]) await follow(token, slug ?? '')
      const requests = [
        ...toSave.flatMap((id) => Array.from({ length: 10 }, () => () => save(token, id))),
        ...toRemove.flatMap((id) => Array.from({ length: 10 }, () => () => unsave(token, id))),
        ...[a, b, c].flatMap((slug) => Array.from({ length: 10 }, () => () => follow(token, slug ?? ''))),
        ...[d].flatMap((slug) => Array.from({ length: 20 }, () => () => unfollow(token, slug ?? ''))),
      ]
      expect(requests).toHaveLength(200)
      const replies = await Promise.all(requests.map((send) => send()))
      expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200))
      const final = (await call('POST', '/api/customer', { token })).body as Answer
      expect([...final.artworks].sort()).toEqual([...kept, ...toSave].sort())
      expect(final.artworks).toHaveLength(new Set(final.artworks).size)
      expect(final.artists.map((artist) => artist.slug).sort()).toEqual([a, b, c].sort())
    })

    it('holds the cap exactly under 200 parallel saves', async () => {
      const { token } = await newCustomer()
      await payload.updateGlobal({ slug: 'settings', data: { featureFlags: { maxSavedArtworks: 7 } } })
      try {
        const replies = await Promise.all(
          Array.from({ length: 200 }, (_, index) => save(token, works[index % 20] ?? 0)),
        )
        expect(replies.every((reply) => reply.status === 200 || reply.status === 409)).toBe(true)
        const final = (await call('POST', '/api/customer', { token })).body as Answer
        expect(final.artworks).toHaveLength(7)
        expect(new Set(final.artworks).size).toBe(7)
      } finally {
        await payload.updateGlobal({ slug: 'settings', data: { featureFlags: { maxSavedArtworks: 150 } } })
      }
    })

    it("never lets one customer read or change another's record", async () => {
      const alice = await newCustomer()
      const bob = await newCustomer()
      await save(alice.token, works[0] ?? 0)
      await follow(alice.token, artists[0]?.slug ?? '')
      const before = (await call('POST', '/api/customer', { token: alice.token })).body as Answer

      // Bob's token with Alice's cookie: the body's token decides, so Bob changes only Bob.
      const aliceCookie = { cookie: `payload-token=${alice.token}` }
      await call('PATCH', '/api/customer/artworks', { token: bob.token, artwork: { id: works[0] } }, aliceCookie)
      await call(
        'PATCH',
        '/api/customer/artists',
        { token: bob.token, artist: { slug: artists[0]?.slug } },
        aliceCookie,
      )
      await call('POST', '/api/customer/artworks', { token: bob.token, artwork: { id: works[1] } }, aliceCookie)
      // Fields that name a customer are not part of the contract: an id in the body is ignored.
      await call('PATCH', '/api/customer/artworks', { token: bob.token, id: alice.id, artwork: { id: works[0] } })

      const rest = api()
      const asBob = { token: bob.token }
      expect([403, 404]).toContain((await rest.call('GET', `/customers/${alice.id}`, asBob)).status)
      expect([403, 404]).toContain(
        (await rest.call('PATCH', `/customers/${alice.id}`, asBob, { artworks: [], artists: [] })).status,
      )
      // Bob may edit his own record through REST, but not his lists: only the atomic calls write them.
      await rest.call('PATCH', `/customers/${bob.id}`, asBob, { artworks: works, firstName: 'Bob' })
      const bobAnswer = (await call('POST', '/api/customer', { token: bob.token })).body as Answer
      expect(bobAnswer.artworks).toEqual([works[1]])
      const graphql = await rest.graphql(`{ Customer(id: ${alice.id}) { email artworks } }`, asBob)
      expect(JSON.stringify(graphql.body)).not.toContain('collector-')

      expect((await call('POST', '/api/customer', { token: alice.token })).body).toEqual(before)
    })
  })
}
