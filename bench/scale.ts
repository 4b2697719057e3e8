/**
 * `npm run bench:scale` (after `npm run build`): two instances of the built app on one PostgreSQL database.
 *
 * - The change feed: an editor changes a work's title on instance A, `BENCH_SCALE_EDITS` times (50); each time
 *   instance B's search API is asked every 10 ms until it finds the new title. Latency runs from A's answer to the
 *   write (its transaction has committed by then) to B's first answer that shows it: p50, p95 and max.
 * - Throughput: cached pages for `BENCH_SCALE_SECONDS` (10) with 50 connections on A alone, then on A and B at
 *   once, with the machine's load average. Two instances on one machine share its cores: the figure says what a
 *   second instance costs or gains here, not what a second machine would.
 *
 * PostgreSQL: `BENCH_POSTGRES_URL`, else a fresh database from `scripts/postgres.sh`.
 */
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import os from 'node:os'
import { z } from 'zod'
import { PRODUCTS_INDEX } from '../src/lib/catalog/sort-indexes'
import { startAppServer, stopServer, type RunningServer } from './app-server'
import { runLoad, type LoadResult } from './pages/load'
import { summarise } from './timing'

const settings = z
  .object({
    BENCH_POSTGRES_URL: z.string().startsWith('postgres').optional(),
    BENCH_SCALE_EDITS: z.coerce.number().int().min(1).max(1_000).default(50),
    BENCH_SCALE_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  })
  .parse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')))

const PORTS = { a: 3211, b: 3212 }
const MEDIA_DIR = 'data/bench-scale-media'
const EDITOR = { email: 'editor@example-gallery.art', password: 'gallery-editor-2026' }
const PAGES = ['/', '/artworks', '/artists', '/exhibitions', '/journal']

const databaseUrl =
  settings.BENCH_POSTGRES_URL ??
  execFileSync('bash', ['scripts/postgres.sh', 'storefront_bench_scale'], { encoding: 'utf8' }).trim()

const serverEnv = {
  DATABASE_URL: databaseUrl,
  MEDIA_DIR,
  // One address sends every request of the benchmark.
  RATE_LIMITS: 'login=1000/60,search=10000000/60,images=10000000/60',
}

const documentSchema = z.object({ id: z.number(), title: z.string() })
const searchAnswer = z.object({ results: z.array(z.object({ hits: z.array(z.object({ title: z.string() })) })) })

async function editorToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EDITOR),
  })
  return z.object({ token: z.string() }).parse(await response.json()).token
}

async function publishedWorks(base: string, token: string, count: number) {
  const response = await fetch(
    `${base}/api/artworks?limit=${count}&depth=0&where[_status][equals]=published&select[title]=true`,
    { headers: { authorization: `JWT ${token}` } },
  )
  return z.object({ docs: z.array(documentSchema) }).parse(await response.json()).docs
}

async function shows(base: string, title: string): Promise<boolean> {
  const response = await fetch(`${base}/api/search/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      requests: [{ indexName: PRODUCTS_INDEX, params: `query=${encodeURIComponent(title)}&hitsPerPage=3` }],
    }),
  })
  if (!response.ok) throw new Error(`B's search answered ${response.status}: ${await response.text()}`)
  const answer = searchAnswer.parse(await response.json())
  return answer.results[0]?.hits.some((hit) => hit.title === title) ?? false
}

/** Milliseconds from A's answer to the write until B shows it. */
async function feedLatency(a: string, b: string, token: string, id: number, title: string): Promise<number> {
  const response = await fetch(`${a}/api/artworks/${id}?depth=0`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ title, _status: 'published' }),
  })
  if (!response.ok) throw new Error(`the edit failed: ${response.status} ${await response.text()}`)
  const committed = performance.now()
  for (;;) {
    if (await shows(b, title)) return performance.now() - committed
    if (performance.now() - committed > 30_000) throw new Error(`B never showed "${title}"`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const loadOn = (server: RunningServer) =>
  runLoad({
    url: server.url,
    connections: 50,
    seconds: settings.BENCH_SCALE_SECONDS,
    requests: PAGES.map((path) => ({ method: 'GET' as const, path })),
  })

const rate = (result: LoadResult) => result.requestsPerSecond.toFixed(0)
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

rmSync(MEDIA_DIR, { recursive: true, force: true })
const a = await startAppServer({ ...serverEnv }, PORTS.a)
const b = await startAppServer({ ...serverEnv, SEED_ON_START: 'false' }, PORTS.b)
try {
  const token = await editorToken(a.url)
  const works = await publishedWorks(a.url, token, settings.BENCH_SCALE_EDITS)
  const latencies: number[] = []
  for (const [index, work] of works.entries())
    latencies.push(await feedLatency(a.url, b.url, token, work.id, `${work.title} (scale probe ${index})`))
  const feed = summarise(latencies)
  console.log(`\ntwo instances on one PostgreSQL database, ${os.cpus().length} cores`)
  console.log(
    `change feed, write answered on A → shown by B's search API, over ${feed.count} edits:`,
    `p50 ${feed.p50.toFixed(0)} ms, p95 ${feed.p95.toFixed(0)} ms, max ${feed.max.toFixed(0)} ms`,
  )

  for (const server of [a, b]) for (const path of PAGES) await fetch(`${server.url}${path}`)
  const alone = await loadOn(a)
  const loadAlone = loadAverage()
  const [onA, onB] = await Promise.all([loadOn(a), loadOn(b)])
  const loadBoth = loadAverage()
  console.log(`cached pages, 50 connections per instance, ${settings.BENCH_SCALE_SECONDS} s:`)
  console.log(`  one instance:  ${rate(alone)} req/s (p95 ${alone.p95.toFixed(0)} ms), load average ${loadAlone}`)
  console.log(
    `  two instances: ${(onA.requestsPerSecond + onB.requestsPerSecond).toFixed(0)} req/s (A ${rate(onA)}, B ${rate(onB)};`,
    `p95 ${Math.max(onA.p95, onB.p95).toFixed(0)} ms), load average ${loadBoth}`,
  )
} finally {
  await Promise.all([stopServer(a), stopServer(b)])
}
