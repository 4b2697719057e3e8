import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runningAdapter } from '@/lib/db/adapters'
import { createTestArtist, createTestArtwork } from './catalog-fixtures'
import { startCms } from './cms-instance'
import { OwnPostgres, postgresBin } from '../fixtures/own-postgres'
import { answersOf, createRouteFixture, routeKinds, type RouteAnswer, type RouteKind } from './route-kinds'
import { freePort } from './free-port'

type Probe = { at: number; ok: boolean; status?: number; retryAfter?: string | null; body?: unknown }

describe.skipIf(!postgresBin())('PostgreSQL restarted under load', () => {
  let server: OwnPostgres
  let payload: Payload
  let kinds: RouteKind[]

  beforeAll(async () => {
    server = new OwnPostgres(await freePort())
    server.init()
    server.start()
    payload = await startCms(server.url)
    const artist = await createTestArtist(payload, 'Ada', 'Restart')
    await createTestArtwork(payload, { title: 'Night Shift', artist, medium: 'painting', prices: [500] })
    kinds = await routeKinds(await createRouteFixture(payload, 'Outage'))
  })

  afterAll(async () => {
    try {
      await payload?.db.destroy?.()
    } finally {
      server?.remove()
    }
  })

  /** One visitor request: Payload's REST API as the app's `/api/[...slug]` route serves it. */
  async function probe(): Promise<Probe> {
    const { default: config } = await import('@payload-config')
    const request = new Request('http://localhost/api/artworks?depth=0&limit=1')
    const response = await handleEndpoints({ config, request, path: '/api/artworks' })
    const body: unknown = await response.json()
    return {
      at: performance.now(),
      ok: response.status === 200,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body,
    }
  }

  it('answers 503 with Retry-After while it is down and recovers by itself once it is back', async () => {
    const probes: Probe[] = []
    let loadRunning = true
    const load = (async () => {
      while (loadRunning) {
        probes.push(await probe())
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(probes.length).toBeGreaterThan(0)
    expect(probes.every((p) => p.ok)).toBe(true)

    server.stop()
    const stoppedAt = performance.now()
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const during = probes.filter((p) => p.at > stoppedAt + 500)
    server.start()
    const backAt = performance.now()

    let firstOk: Probe | undefined
    while (!firstOk && performance.now() - backAt < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      firstOk = probes.find((p) => p.at > backAt && p.ok)
    }
    loadRunning = false
    await load

    expect(during.length).toBeGreaterThan(0)
    expect(during.every((p) => p.status === 503 && Number(p.retryAfter) > 0)).toBe(true)
    expect(during[0]?.body).toEqual({ errors: [{ message: expect.stringMatching(/database cannot be reached/) }] })
    expect(firstOk, 'the app answered again without a restart').toBeDefined()
    const slowestRefusal = Math.max(...during.map((p, i) => p.at - (during[i - 1]?.at ?? stoppedAt + 500)))
    console.info(
      `PostgreSQL down for ${Math.round(backAt - stoppedAt)} ms: ${during.length} answers 503 (slowest gap ` +
        `${Math.round(slowestRefusal)} ms); first 200 ${Math.round((firstOk?.at ?? 0) - backAt)} ms after it was back`,
    )
  }, 180_000)

  it('answers every route kind with 503 and Retry-After while down, never 500 or "not signed in"', async () => {
    const refusedOrFailed = (answer: RouteAnswer) => answer.status >= 500 || [401, 403].includes(answer.status)
    expect((await answersOf(kinds)).filter(refusedOrFailed)).toEqual([])

    // A connection held by a request when the server goes away: its error must not be an uncaught exception.
    const running = runningAdapter(payload)
    if (running.dialect !== 'postgres') throw new Error('this test runs on PostgreSQL')
    const heldByARequest = await running.adapter.pool.connect()
    server.stop()
    try {
      const during = await answersOf(kinds)
      const summary = during.map(({ name, status, retryAfter }) => `${status} ${retryAfter ?? '-'} ${name}`)
      const retryable = during.filter((answer) => answer.status === 503).length
      console.info(`during the outage, ${retryable} of ${during.length} route kinds 503:\n${summary.join('\n')}`)
      expect(during.filter((answer) => answer.status !== 503 || !(Number(answer.retryAfter) > 0))).toEqual([])
      expect(during.every((answer) => /database cannot be reached/.test(answer.body))).toBe(true)
    } finally {
      heldByARequest.release(true)
      server.start()
    }
    expect((await answersOf(kinds)).filter(refusedOrFailed)).toEqual([])
  }, 180_000)
})
