import Database from 'libsql'
import { liteClient } from 'algoliasearch/lite'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCTS_INDEX } from '@/lib/catalog/sort-indexes'
import { rebuildSearchIndexes } from '@/lib/gallery-search/server/rebuild'
import { createTestArtist, createTestArtwork } from './catalog-fixtures'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'
import { answersOf, createRouteFixture, routeKinds, type RouteKind } from './route-kinds'
import { startSearchServer } from './search-server'

// Long enough that the read and the search below finish while the write is still waiting, whatever the load.
process.env.SQLITE_LOCK_WAIT_MS = '5000'

const databaseUrl = temporarySqliteUrl()
let payload: Payload
let searchServer: Awaited<ReturnType<typeof startSearchServer>>
let token = ''

/** Payload's REST API as the app's `/api/[...slug]` route serves it. */
async function rest(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  const { default: config } = await import('@payload-config')
  const request = new Request(`http://localhost/api${path}`, {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return handleEndpoints({ config, request, path: `/api${path.split('?')[0]}` })
}

/** Another process's connection, the way a `sqlite3` session or a backup holds the write lock. */
function holdWriteLock(): { release: () => void } {
  const other = new Database(databaseUrl.replace(/^file:/, ''))
  other.exec('BEGIN IMMEDIATE')
  return {
    release: () => {
      other.exec('ROLLBACK')
      other.close()
    },
  }
}

beforeAll(async () => {
  payload = await startCms(databaseUrl)
  const artist = await createTestArtist(payload, 'Ines', 'Varga')
  await createTestArtwork(payload, { title: 'Lantern Harbour', artist, medium: 'painting', prices: [900] })
  await rebuildSearchIndexes(payload)
  searchServer = await startSearchServer()
  const email = 'lock-editor@example.test'
  const password = 'lock-editor-password'
  await payload.create({ collection: 'users', data: { email, password, role: 'editor' } })
  token = (await payload.login({ collection: 'users', data: { email, password } })).token ?? ''
})

afterAll(async () => {
  await searchServer?.close()
  await stopCms(payload, databaseUrl)
})

describe('SQLite write lock held by another process', () => {
  it('keeps reads and search answering while a write waits, then answers that write with a retryable 503', async () => {
    const lock = holdWriteLock()
    let writeSettled = false
    const started = performance.now()
    const write = rest('POST', '/newsletter-subscribers', { email: 'waiting@example.test' })
    void write.finally(() => (writeSettled = true))
    try {
      const read = await rest('GET', '/artworks?depth=0')
      const client = liteClient('app', 'key', { hosts: [{ url: searchServer.host, accept: 'read', protocol: 'http' }] })
      const { results } = await client.search({ requests: [{ indexName: PRODUCTS_INDEX, query: 'lantern' }] })
      expect(writeSettled).toBe(false)
      expect(read.status).toBe(200)
      expect(((await read.json()) as { totalDocs: number }).totalDocs).toBe(1)
      expect(results[0] && 'nbHits' in results[0] ? results[0].nbHits : undefined).toBe(1)

      const refused = await write
      console.info(`write refused after ${Math.round(performance.now() - started)} ms of lock wait`)
      expect(refused.status).toBe(503)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await refused.json()).toEqual({ errors: [{ message: expect.stringMatching(/try again in a moment/) }] })
    } finally {
      lock.release()
    }
    const retried = await rest('POST', '/newsletter-subscribers', { email: 'waiting@example.test' })
    expect(retried.status).toBe(201)
  })

  it('lets a write through once the lock is released within the wait', async () => {
    const lock = holdWriteLock()
    const write = rest('POST', '/newsletter-subscribers', { email: 'patient@example.test' })
    await rest('GET', '/artworks?depth=0')
    lock.release()
    expect((await write).status).toBe(201)
  })
})

describe('SQLite write lock held by another process, every route kind', () => {
  let kinds: RouteKind[]

  beforeAll(async () => {
    kinds = await routeKinds(await createRouteFixture(payload, 'Lock'))
  })

  it('answers every write with 503 and Retry-After once the wait is over, and every read as usual', async () => {
    const lock = holdWriteLock()
    let during
    try {
      during = await answersOf(kinds)
    } finally {
      lock.release()
    }
    const writes = new Set(kinds.filter((kind) => kind.writes).map((kind) => kind.name))
    const summary = during.map(({ name, status, retryAfter }) => `${status} ${retryAfter ?? '-'} ${name}`)
    const refused = during.filter((answer) => answer.status === 503).length
    console.info(`during the lock, ${refused} of ${during.length} route kinds 503:\n${summary.join('\n')}`)
    const wrong = during.filter(({ name, status, retryAfter }) =>
      writes.has(name) ? status !== 503 || !(Number(retryAfter) > 0) : status >= 400,
    )
    expect(wrong).toEqual([])
    const retried = await answersOf(kinds)
    expect(retried.filter((answer) => answer.status >= 500)).toEqual([])
  })
})
