/**
 * `npm run bench:search`: the storefront's search at catalog scale, on the real 77,153-artwork dataset.
 * Imports it into data/bench/catalog.db (once; re-runs reuse it), measures the engine in process at 1x
 * and 4x, then starts the built app (`npm run build` first) on loopback and measures the HTTP endpoint
 * at 16 concurrent connections, at 1x and 4x (the server reads a copy of the database holding every work four times), each with the
 * answer cache (as served) and without it (the engine under load). Bounded loops only; each server is stopped after its run.
 */
import { existsSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { createEngine } from '../src/lib/search/engine/search-engine'
import { PRODUCTS_INDEX } from '../src/lib/catalog/sort-indexes'
import { galleryIndexDefinitions } from '../src/lib/gallery-search/indexes'
import type { ArtworkRecord } from '../src/lib/gallery-search/records'
import { CATALOG_DB_FILE, openCatalogDb, benchEnv } from './catalog-db'
import { CATALOG_QUERIES, runInProcess } from './catalog-queries'
import { readAllRecords } from '../src/lib/gallery-search/server/rebuild'
import { catalogCopies, multipliedCatalogDb } from './catalog-copies'
import { findDataDir } from './dataset-artwork-hits'
import { loadTest } from './http-load'
import { memoryOf, serverPid, startAppServer, stopServer } from './app-server'
import { ms, timeSync, type Latency } from './timing'

const RUNS = 300
const WARMUP = 30
const HTTP_REQUESTS = Number(process.env.BENCH_HTTP_REQUESTS ?? 2000)
const CONNECTIONS = 16
const WARMUP_REQUESTS = 300
const PORT = Number(process.env.BENCH_PORT ?? 3217)
const NO_CACHE = { SEARCH_ANSWER_CACHE_ENTRIES: '0' }
const TARGETS = { inProcessP95: 3, httpP95: 15, buildMs: 5000, rssMb: 600 }

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const check = (ok: boolean) => (ok ? 'ok' : 'MISSED')

type Row = { name: string; hits: number; one: Latency; hits4: number; four: Latency }

/** An engine holding `records` in the products index, and how long building it took. */
function built(records: readonly ArtworkRecord[]) {
  const engine = createEngine(galleryIndexDefinitions())
  const started = performance.now()
  engine.index(PRODUCTS_INDEX)?.replaceAll(records)
  return { engine, buildMs: performance.now() - started }
}

type Http = Latency & { rps: number }

/** One scale's table: nbHits and latency in process, then p50/p95/req/s over HTTP with the cache on and off. */
function printTable(
  scale: '1x' | '4x',
  rows: readonly Row[],
  http: readonly [readonly Http[], readonly Http[]] | [],
): void {
  const httpHead = http.length ? ' cache on p50 | p95 | req/s | cache off p50 | p95 | req/s |' : ''
  console.log(`\n| query (${scale}) | nbHits | in process p50 | p95 |${httpHead}`)
  console.log(`|---|---:|---:|---:|${http.map(() => '---:|---:|---:|').join('')}`)
  rows.forEach((row, i) => {
    const [hits, local] = scale === '1x' ? [row.hits, row.one] : [row.hits4, row.four]
    const cells = http.map((run) => {
      const h = run[i]
      return h ? ` ${ms(h.p50)} | ${ms(h.p95)} | ${h.rps.toFixed(0)} |` : ' - | - | - |'
    })
    console.log(`| ${row.name} | ${hits} | ${ms(local.p50)} | ${ms(local.p95)} |${cells.join('')}`)
  })
}

async function main(): Promise<void> {
  const dir = findDataDir()
  if (!dir) {
    console.log('Dataset not found (looked for /work/shared/data and ../shared/data): nothing to benchmark.')
    return
  }
  console.log(`# Catalog search benchmark (${dir})`)
  console.log(`node ${process.version}, ${cpus().length} cores, load average at start ${load()}`)
  const db = await openCatalogDb(dir, (line) => console.log(line))

  const readStarted = performance.now()
  const records = (await readAllRecords(db.payload)).artworks
  const readMs = performance.now() - readStarted
  await db.payload.db.destroy?.()
  // The server's 4x runs read a copy of the database holding every artwork four times.
  const fourCopies = { DATABASE_URL: `file:${multipliedCatalogDb(CATALOG_DB_FILE, 4)}` }
  const one = built(records)
  console.log(
    `\nin process: read + mapped ${records.length.toLocaleString('en-US')} artwork records (and every other index's) from SQLite as the server does, in ${readMs.toFixed(0)} ms; engine build 1x ${one.buildMs.toFixed(0)} ms`,
  )
  const rows: Row[] = CATALOG_QUERIES.map((query) => ({
    name: query.name,
    hits: runInProcess(one.engine, query),
    one: timeSync(() => runInProcess(one.engine, query), RUNS, WARMUP),
    hits4: 0,
    four: { p50: NaN, p95: NaN, max: NaN, count: 0 },
  }))
  const four = built(catalogCopies(records, 4))
  console.log(
    `in process: engine build 4x (${(records.length * 4).toLocaleString('en-US')} records) ${four.buildMs.toFixed(0)} ms; process rss ${mb(process.memoryUsage().rss)}`,
  )
  CATALOG_QUERIES.forEach((query, i) => {
    const row = rows[i]
    if (!row) return
    row.hits4 = runInProcess(four.engine, query)
    row.four = timeSync(() => runInProcess(four.engine, query), RUNS, WARMUP)
  })

  if (!existsSync('.next/BUILD_ID') || !existsSync('dist/server/main.js')) {
    console.log('\nThe app is not built: run `npm run build` for the HTTP part.')
    printTable('1x', rows, [])
    printTable('4x', rows, [])
    return
  }
  const runs = {
    one: {
      cached: await measureHttp('1x, answer cache on (the default)', {}, rows, (row) => row.hits),
      uncached: await measureHttp(
        '1x, answer cache off: every request runs the engine',
        NO_CACHE,
        rows,
        (row) => row.hits,
      ),
    },
    four: {
      cached: await measureHttp('4x, answer cache on', fourCopies, rows, (row) => row.hits4),
      uncached: await measureHttp('4x, answer cache off', { ...fourCopies, ...NO_CACHE }, rows, (row) => row.hits4),
    },
  }
  console.log(`\n## All figures (times in ms; in process: the Algolia protocol layer + engine, one query at a time)`)
  printTable('1x', rows, [runs.one.cached.http, runs.one.uncached.http])
  printTable('4x', rows, [runs.four.cached.http, runs.four.uncached.http])
  const worst = (values: readonly number[]) => Math.max(...values)
  const inProcess = worst(rows.map((r) => r.one.p95))
  console.log(`\n| target (77k) | measured | |\n|---|---:|---|`)
  console.log(
    `| in-process p95 <= ${TARGETS.inProcessP95} ms | ${ms(inProcess)} | ${check(inProcess <= TARGETS.inProcessP95)} |`,
  )
  for (const [label, run] of [
    ['cache on', runs.one.cached],
    ['cache off', runs.one.uncached],
  ] as const) {
    const httpP95 = worst(run.http.map((h) => h.p95))
    console.log(
      `| HTTP p95 <= ${TARGETS.httpP95} ms at 16 connections, ${label} | ${ms(httpP95)} | ${check(httpP95 <= TARGETS.httpP95)} |`,
    )
  }
  for (const [label, run] of [
    ['cache on', runs.one.cached],
    ['cache off', runs.one.uncached],
  ] as const) {
    console.log(
      `| index build <= ${TARGETS.buildMs} ms (server log), ${label} run | ${run.indexBuildMs} | ${check(run.indexBuildMs <= TARGETS.buildMs)} |`,
    )
  }
  console.log(
    `| index build <= ${TARGETS.buildMs} ms (engine only, in process) | ${one.buildMs.toFixed(0)} | ${check(one.buildMs <= TARGETS.buildMs)} |`,
  )
  for (const [label, run] of [
    ['cache on', runs.one.cached],
    ['cache off', runs.one.uncached],
  ] as const) {
    console.log(
      `| server RSS <= ${TARGETS.rssMb} MB after the load, ${label} | ${run.rssMb.toFixed(0)} | ${check(run.rssMb <= TARGETS.rssMb)} |`,
    )
  }
  console.log(`\n| at 4x (308k), for the record | cache on | cache off |\n|---|---:|---:|`)
  console.log(
    `| HTTP p95, worst query | ${ms(worst(runs.four.cached.http.map((h) => h.p95)))} | ${ms(worst(runs.four.uncached.http.map((h) => h.p95)))} |`,
  )
  console.log(`| index build (server log) | ${runs.four.cached.indexBuildMs} | ${runs.four.uncached.indexBuildMs} |`)
  console.log(
    `| server RSS after the load (MB) | ${runs.four.cached.rssMb.toFixed(0)} | ${runs.four.uncached.rssMb.toFixed(0)} |`,
  )
  console.log(`\nload average at the end ${load()}`)
}

type HttpRun = { http: Http[]; indexBuildMs: number; rssMb: number }

/** Starts the built server on the catalog, loads it with every query, stops it. */
async function measureHttp(
  label: string,
  env: Record<string, string>,
  rows: readonly Row[],
  expected: (row: Row) => number,
): Promise<HttpRun> {
  console.log(`\n## HTTP, ${label}\nstarting the app server on 127.0.0.1:${PORT} (load average ${load()})…`)
  const server = await startAppServer({ ...benchEnv(), ...env }, PORT)
  try {
    const pid = serverPid(server.child.pid ?? -1)
    const atStart = pid === undefined ? undefined : memoryOf(pid)
    console.log(
      `server log: CMS ready in ${server.startup.cmsReadyMs} ms; search indexes built in ${server.startup.indexBuildMs} ms (${server.startup.counts}); spawn to index built ${(server.startup.wallMs / 1000).toFixed(1)} s`,
    )
    const url = `${server.url}/api/search/1/indexes/*/queries`
    const queries = rows.flatMap((row) => {
      const query = CATALOG_QUERIES.find((candidate) => candidate.name === row.name)
      return query ? [{ query, expected: expected(row) }] : []
    })
    // A served site is warm: one round of every query first, so the first query measured does not pay
    // for the JIT and for collecting what the index build left behind.
    for (const { query, expected: hits } of queries)
      await loadTest(url, query, { total: WARMUP_REQUESTS, connections: CONNECTIONS, expected: hits })
    const http: HttpRun['http'] = []
    for (const { query, expected: hits } of queries) {
      http.push(await loadTest(url, query, { total: HTTP_REQUESTS, connections: CONNECTIONS, expected: hits }))
    }
    const afterLoad = pid === undefined ? undefined : memoryOf(pid)
    console.log(
      `${HTTP_REQUESTS} requests per query after a warm-up round of ${WARMUP_REQUESTS} each, ${CONNECTIONS} concurrent keep-alive connections (node:http client in the same 2 cores); load average ${load()}`,
    )
    console.log(
      `server pid ${pid ?? '?'} VmRSS: ${atStart?.rssMb.toFixed(0) ?? '?'} MB after start, ${afterLoad?.rssMb.toFixed(0) ?? '?'} MB after the load (peak VmHWM ${afterLoad?.peakMb.toFixed(0) ?? '?'} MB)`,
    )
    return { http, indexBuildMs: server.startup.indexBuildMs, rssMb: afterLoad?.rssMb ?? Number.NaN }
  } catch (error) {
    console.error(`server log (last 40 lines):\n${server.log.slice(-40).join('\n')}`)
    throw error
  } finally {
    await stopServer(server)
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
