import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { RunSql } from '@/lib/db'
import type { InsightStatements } from '@/lib/insight/statements'
import { createTestArtist, createTestArtwork } from './catalog-fixtures'
import { startCms, stopCms } from './cms-instance'

// Test files share one PostgreSQL database in a run, so every seeded row carries this run's tag and the weekly
// figures are seeded in 2020, where no other test writes.
const TAG = randomBytes(3).toString('hex')
const SINCE = '2020-01-06T00:00:00.000Z'
const STAFF = { email: `insight-staff-${TAG}@example.test`, password: 'insight-staff-2026' }
const PATRON = { email: `insight-patron-${TAG}@example.test`, password: 'insight-patron-2026' }
const email = (name: string) => `insight-${name}-${TAG}@example.test`

/**
 * The insight dashboard's aggregates (src/lib/insight) over known rows, and its CSV export route for staff only,
 * on whichever database the URL names.
 */
export function insightSuite(databaseUrl: () => string) {
  let payload: Payload
  let url: string
  let statements: InsightStatements
  let run: RunSql
  let exportRoute: (request: Request) => Promise<Response>
  const works: number[] = []

  const insertCustomer = (name: string, artworks: number[], artists: { slug: string; label: string }[]) =>
    run`INSERT INTO customers (email, artworks, artists, cart, created_at, updated_at)
      VALUES (${email(name)}, ${JSON.stringify(artworks)}, ${JSON.stringify(artists)}, '[]', ${SINCE}, ${SINCE})`
  const insertEnquiry = (from: string, at: string) =>
    run`INSERT INTO enquiries (name, email, message, created_at, updated_at)
      VALUES ('Ada Lowe', ${email(from)}, 'Is it available?', ${at}, ${at})`
  const insertOrder = (from: string, at: string, status = 'paid') =>
    run`INSERT INTO orders (number, status, payment_method, email, contact_name, subtotal, total, currency, created_at, updated_at)
      VALUES (${`INS-${TAG}-${randomBytes(3).toString('hex')}`}, ${status}, 'request', ${email(from)}, 'Ada Lowe', 100, 100, 'USD', ${at}, ${at})`

  beforeAll(async () => {
    url = databaseUrl()
    payload = await startCms(url)
    const [{ sql }, { insightStatementsOf }, routeModule] = await Promise.all([
      import('@/lib/db'),
      import('@/lib/insight/read-insight'),
      import('@/app/api/insight/export.csv/route'),
    ])
    run = sql(payload).run
    statements = insightStatementsOf(payload)
    exportRoute = routeModule.GET
    for (const title of ['Most Saved Harbour', 'Second Saved Dune', 'Third Saved Field']) {
      works.push((await createTestArtwork(payload, { title: `${title} ${TAG}`, medium: 'painting', prices: [500] })).id)
    }
    const [first, second, third] = works as [number, number, number]
    await createTestArtist(payload, 'Insight', `Painter${TAG}`)
    await createTestArtist(payload, 'Insight', `Sculptor${TAG}`)
    // The label saved with a follow is the name then; the dashboard names the artist as they are now.
    const painter = { slug: `insight-painter${TAG}`, label: 'A former name' }
    const sculptor = { slug: `insight-sculptor${TAG}`, label: 'Insight Sculptor' }
    // Saves: first 40, second 30, third 30 (a tie, ranked by id); follows: painter 35, sculptor 20.
    for (let customer = 0; customer < 40; customer++) {
      const saved = [first, ...(customer < 30 ? [second] : []), ...(customer >= 10 ? [third] : [])]
      const followed = [...(customer < 35 ? [painter] : []), ...(customer < 20 ? [sculptor] : [])]
      await insertCustomer(`saver-${customer}`, saved, followed)
    }
    for (const [query, misses, count] of [
      [`zzq nothing ${TAG}`, 60, 0],
      [`=cmd|' /c calc'!a1 ${TAG}`, 55, 0],
      [`found once ${TAG}`, 0, 70],
    ] as const) {
      await run`INSERT INTO search_queries (query, count, misses, created_at, updated_at)
        VALUES (${query}, ${count}, ${misses}, ${SINCE}, ${SINCE})`
    }
    // Week of Monday 2020-01-06: three enquiries (one on its Sunday night), one order; the next week: one
    // enquiry, one order and one cancelled order. Before SINCE: one enquiry that must not count.
    await insertEnquiry('buyer', '2020-01-06T00:00:00.000Z')
    await insertEnquiry('browser', '2020-01-08T12:00:00.000Z')
    await insertEnquiry('late', '2020-01-12T23:59:59.000Z')
    await insertEnquiry('second-week', '2020-01-13T09:00:00.000Z')
    await insertEnquiry('early', '2020-01-05T23:59:59.000Z')
    await insertOrder('buyer', '2020-01-10T10:00:00.000Z')
    await insertOrder('browser', '2020-01-07T10:00:00.000Z')
    await insertOrder('second-week', '2020-01-14T10:00:00.000Z', 'cancelled')
    await insertOrder('late', '2020-01-15T10:00:00.000Z', 'pending')
    await payload.create({ collection: 'users', data: { ...STAFF, role: 'editor' } })
    await payload.create({ collection: 'customers', data: PATRON })
  })

  afterAll(async () => {
    await stopCms(payload, url)
  })

  const in2020 = <T extends { week: string }>(rows: T[]) => rows.filter((row) => row.week.startsWith('2020-'))

  describe('aggregates', () => {
    it('ranks the most saved works by saves, a tie by id, with their titles', async () => {
      const mine = (await statements.mostSavedWorks(50)).filter((work) => works.includes(work.id))
      expect(mine).toEqual([
        { id: works[0], title: `Most Saved Harbour ${TAG}`, saves: 40 },
        { id: works[1], title: `Second Saved Dune ${TAG}`, saves: 30 },
        { id: works[2], title: `Third Saved Field ${TAG}`, saves: 30 },
      ])
    })

    it('limits the ranking to the number asked for', async () => {
      expect(await statements.mostSavedWorks(2)).toHaveLength(2)
    })

    it('ranks the most followed artists by followers, with their names', async () => {
      const mine = (await statements.mostFollowedArtists(50)).filter((artist) => artist.slug.endsWith(TAG))
      expect(mine).toEqual([
        { slug: `insight-painter${TAG}`, name: `Insight Painter${TAG}`, followers: 35 },
        { slug: `insight-sculptor${TAG}`, name: `Insight Sculptor${TAG}`, followers: 20 },
      ])
    })

    it('lists searches that found nothing by their misses, never one that only found something', async () => {
      const mine = (await statements.searchesFoundNothing(50)).filter((search) => search.query.endsWith(TAG))
      expect(mine).toEqual([
        { query: `zzq nothing ${TAG}`, searches: 60 },
        { query: `=cmd|' /c calc'!a1 ${TAG}`, searches: 55 },
      ])
    })

    it('counts enquiries by week from Monday (UTC), nothing before the first week', async () => {
      expect(in2020(await statements.enquiriesByWeek(SINCE))).toEqual([
        { week: '2020-01-06', count: 3 },
        { week: '2020-01-13', count: 1 },
      ])
    })

    it('counts orders by week, never a cancelled one', async () => {
      expect(in2020(await statements.ordersByWeek(SINCE))).toEqual([
        { week: '2020-01-06', count: 2 },
        { week: '2020-01-13', count: 1 },
      ])
    })

    it('counts an enquiry as converted when its email ordered at or after it, not before nor cancelled', async () => {
      expect(in2020(await statements.conversionByWeek(SINCE))).toEqual([
        { week: '2020-01-06', enquiries: 3, converted: 2 },
        { week: '2020-01-13', enquiries: 1, converted: 0 },
      ])
    })
  })

  describe('the counts behind the rankings', () => {
    const countOf = async (artworkId: number) =>
      (await statements.mostSavedWorks(100_000)).find((work) => work.id === artworkId)?.saves ?? 0
    const followersOf = async (slug: string) =>
      (await statements.mostFollowedArtists(100_000)).find((artist) => artist.slug === slug)?.followers ?? 0
    const unnestedSaves = async (artworkId: number) =>
      (await run`SELECT artworks FROM customers WHERE email LIKE ${`insight-racer-%-${TAG}@example.test`}`).filter(
        (row) =>
          // PostgreSQL answers the jsonb column parsed, SQLite as its text.
          z
            .array(z.number())
            .parse(typeof row.artworks === 'string' ? JSON.parse(row.artworks) : row.artworks)
            .includes(artworkId),
      ).length

    it('follow every save, unsave, follow, unfollow and deleted account, with 60 customers at once', async () => {
      const { changeLists } = await import('@/lib/customer/customer-lists')
      const work = (await createTestArtwork(payload, { title: `Raced Save ${TAG}`, medium: 'drawing', prices: [90] }))
        .id
      await createTestArtist(payload, 'Raced', `Follow${TAG}`)
      const artist = { slug: `raced-follow${TAG}`, label: 'Raced Follow' }
      const racers: number[] = []
      for (let racer = 0; racer < 60; racer++) {
        await insertCustomer(`racer-${racer}`, [], [])
        const [row] = await run`SELECT id FROM customers WHERE email = ${email(`racer-${racer}`)}`
        racers.push(Number(row?.id))
      }
      const save = { kind: 'save-artwork', artworkId: work, max: 150 } as const
      const follow = { kind: 'follow-artist', ...artist, max: 150 } as const
      // Each customer saves and follows twice at once: the second of each pair finds it done and counts nothing.
      await Promise.all(
        racers.flatMap((id) => [save, save, follow, follow].map((change) => changeLists(payload, id, change))),
      )
      expect(await countOf(work)).toBe(60)
      expect(await followersOf(artist.slug)).toBe(60)

      const leaving = racers.slice(0, 30)
      const unsave = { kind: 'unsave-artwork', artworkId: work } as const
      const unfollow = { kind: 'unfollow-artist', slug: artist.slug } as const
      await Promise.all(
        leaving.flatMap((id) => [unsave, unsave, unfollow, unfollow].map((change) => changeLists(payload, id, change))),
      )
      expect(await countOf(work)).toBe(30)
      expect(await followersOf(artist.slug)).toBe(30)

      await Promise.all(racers.slice(50).map((id) => payload.delete({ collection: 'customers', id })))
      expect(await countOf(work)).toBe(20)
      expect(await followersOf(artist.slug)).toBe(20)
      expect(await unnestedSaves(work)).toBe(20)
    })
  })

  describe('GET /api/insight/export.csv', () => {
    const exportAs = async (chart: string, as?: { collection: 'users' | 'customers'; data: typeof STAFF }) => {
      const token = as ? ((await payload.login(as)).token ?? '') : ''
      const headers: Record<string, string> = token ? { authorization: `JWT ${token}` } : {}
      return exportRoute(new Request(`http://localhost/api/insight/export.csv?chart=${chart}`, { headers }))
    }

    it('answers 401 JSON to a visitor and 403 JSON to a customer', async () => {
      const visitor = await exportAs('most-saved-works')
      expect(visitor.status).toBe(401)
      expect(visitor.headers.get('content-type')).toMatch(/^application\/json/)
      const patron = await exportAs('most-saved-works', { collection: 'customers', data: PATRON })
      expect(patron.status).toBe(403)
      expect(patron.headers.get('content-type')).toMatch(/^application\/json/)
    })

    it.each(['', 'nothing-such', '%00', 'most-saved-works&chart=x'])(
      'answers 400 JSON to staff asking for chart "%s"',
      async (chart) => {
        const answer = await exportAs(chart, { collection: 'users', data: STAFF })
        expect(answer.status).toBe(400)
        expect(await answer.json()).toMatchObject({ error: expect.any(String) })
      },
    )

    it('gives staff a chart as CSV, a formula in a search defused', async () => {
      const answer = await exportAs('searches-found-nothing', { collection: 'users', data: STAFF })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="searches-found-nothing-/)
      const lines = (await answer.text()).split('\r\n')
      expect(lines[0]).toBe('Search,Searches')
      expect(lines).toContain(`'=cmd|' /c calc'!a1 ${TAG},55`)
    })
  })
}
