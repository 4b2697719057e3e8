/**
 * `npm run bench:search`: the storefront's search at catalog scale, on the real 77,153-artwork dataset.
 * Imports it into data/bench/catalog.db (once; re-runs reuse it), measures the engine in process at 1x
 * and 4x, then starts the built app (`npm run build` first) on loopback and measures the HTTP endpoint
 * at 16 concurrent connections, at 1x and 4x (the server reads a copy of the database holding every work four times), each with the
 * answer cache (as served) and without it (the engine under load). Bounded loops only; each server is stopped after its run.
 * Besides issue 3's artwork queries it runs the search page's two requests (issue 13): the five-index
 * multi-query and the query suggestions, built by the server's own builder in process and by the server at start.
 */
import { existsSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { createEngine } from '../src/lib/search/engine/search-engine'
import { galleryIndexDefinitions, GALLERY_INDEXES } from '../src/lib/gallery-search/indexes'
import { CATALOG_DB_FILE, openCatalogDb, benchEnv } from './catalog-db'
import { CATALOG_QUERIES, type CatalogQuery, runInProcess } from './catalog-queries'
import { readAllRecords, type AllRecords } from '../src/lib/gallery-search/server/rebuild'
import { catalogCopies, multipliedCatalogDb } from './catalog-copies'
import { findDataDir } from './dataset-artwork-hits'
import { loadTest } from './http-load'
import { memoryOf, serverPid, startAppServer, stopServer, waitForLogLine } from './app-server'
import { catalogQuerySuggestions, fillQuerySuggestions, SUGGESTIONS_INDEXED } from './query-suggestions'
import { searchPageQueries } from './search-page-queries'
import { printGoals } from './search-goals'
import { type HttpRun, printQueryGoals, printTable, type Row } from './search-report'
import { timeSync } from './timing'

const RUNS = 300
const WARMUP = 30
const HTTP_REQUESTS = Number(process.env.BENCH_HTTP_REQUESTS ?? 2000)
const CONNECTIONS = 16
const WARMUP_REQUESTS = 300
const PORT = Number(process.env.BENCH_PORT ?? 3217)
const NO_CACHE = { SEARCH_ANSWER_CACHE_ENTRIES: '0' }
/** Every request comes from one loopback address: the per-address search limit would answer 429 within seconds. */
const ONE_ADDRESS = { RATE_LIMITS: 'search=100000000/60' }

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

/** An engine holding every index's records (the artworks `times` over), and how long the artworks took. */
function built(all: AllRecords, times: number) {
  const engine = createEngine(galleryIndexDefinitions())
  for (const name of ['artists', 'collections', 'journal', 'exhibitions'] as const)
    engine.index(GALLERY_INDEXES[name])?.replaceAll(all[name])
  const artworks = catalogCopies(all.artworks, times)
  const started = performance.now()
  engine.index(GALLERY_INDEXES.artworks)?.replaceAll(artworks)
  return { engine, buildMs: performance.now() - started }
}

/** What each body of `query` finds, then its latency over RUNS calls cycling through the bodies. */
function measureInProcess(engine: ReturnType<typeof built>['engine'], query: CatalogQuery) {
  const found = query.bodies.map((_, call) => runInProcess(engine, query, call))
  return { found, latency: timeSync((call) => runInProcess(engine, query, call), RUNS, WARMUP) }
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
  const all = await readAllRecords(db.payload)
  const readMs = performance.now() - readStarted
  await db.payload.db.destroy?.()
  // The server's 4x runs read a copy of the database holding every artwork four times.
  const fourCopies = { DATABASE_URL: `file:${multipliedCatalogDb(CATALOG_DB_FILE, 4)}` }
  const one = built(all, 1)
  const suggestions = await catalogQuerySuggestions(one.engine)
  fillQuerySuggestions(one.engine, suggestions)
  const queries = [...CATALOG_QUERIES, ...searchPageQueries(all.artworks, suggestions)]
  console.log(
    `\nin process: read + mapped ${all.artworks.length.toLocaleString('en-US')} artwork records (and every other index's: ${all.artists.length} artists, ${all.collections.length} collections, ${all.journal.length} journal, ${all.exhibitions.length} exhibitions) from SQLite as the server does, in ${readMs.toFixed(0)} ms; engine build 1x ${one.buildMs.toFixed(0)} ms`,
  )
  console.log(
    `query suggestions (the server's builder, src/lib/search-suggestions): ${suggestions.length} records from artist names, mediums, collection titles and frequent title words`,
  )
  const rows: Row[] = queries.map((query) => {
    const measured = measureInProcess(one.engine, query)
    return { name: query.name, found: measured.found, one: measured.latency, found4: [], four: measured.latency }
  })
  const four = built(all, 4)
  fillQuerySuggestions(four.engine, await catalogQuerySuggestions(four.engine))
  console.log(
    `in process: engine build 4x (${(all.artworks.length * 4).toLocaleString('en-US')} records) ${four.buildMs.toFixed(0)} ms; process rss ${mb(process.memoryUsage().rss)}`,
  )
  queries.forEach((query, i) => {
    const row = rows[i]
    if (!row) return
    const measured = measureInProcess(four.engine, query)
    row.found4 = measured.found
    row.four = measured.latency
  })
  const issue13 = queries.slice(CATALOG_QUERIES.length).map((query) => query.name)

  if (!existsSync('.next/BUILD_ID') || !existsSync('dist/server/main.js')) {
    console.log('\nThe app is not built: run `npm run build` for the HTTP part.')
    printTable('1x', rows, [])
    printTable('4x', rows, [])
    console.log(`\n| target (77k) | measured | |\n|---|---:|---|`)
    printQueryGoals(rows, undefined, issue13)
    return
  }
  const http = (label: string, env: Record<string, string>, scale: '1x' | '4x') =>
    measureHttp(label, env, queries, (i) => (scale === '1x' ? rows[i]?.found : rows[i]?.found4) ?? [])
  const runs = {
    one: {
      cached: await http('1x, answer cache on (the default)', {}, '1x'),
      uncached: await http('1x, answer cache off: every request runs the engine', NO_CACHE, '1x'),
    },
    four: {
      cached: await http('4x, answer cache on', fourCopies, '4x'),
      uncached: await http('4x, answer cache off', { ...fourCopies, ...NO_CACHE }, '4x'),
    },
  }
  console.log(`\n## All figures (times in ms; in process: the Algolia protocol layer + engine, one query at a time)`)
  printTable('1x', rows, [runs.one.cached.http, runs.one.uncached.http])
  printTable('4x', rows, [runs.four.cached.http, runs.four.uncached.http])
  printGoals(rows.slice(0, CATALOG_QUERIES.length), runs, one.buildMs)
  console.log(`\n| issue 13's search page requests (77k) | measured | |\n|---|---:|---|`)
  printQueryGoals(rows, runs.one.uncached, issue13)
  console.log(`\nload average at the end ${load()}`)
}

/** Starts the built server on the catalog, loads it with every query, stops it. */
async function measureHttp(
  label: string,
  env: Record<string, string>,
  queries: readonly CatalogQuery[],
  expected: (i: number) => number[][],
): Promise<HttpRun> {
  console.log(`\n## HTTP, ${label}\nstarting the app server on 127.0.0.1:${PORT} (load average ${load()})…`)
  const server = await startAppServer({ ...benchEnv(), ...ONE_ADDRESS, ...env }, PORT)
  try {
    const suggestionsLine = await waitForLogLine(server, SUGGESTIONS_INDEXED)
    const pid = serverPid(server.child.pid ?? -1)
    const atStart = pid === undefined ? undefined : memoryOf(pid)
    console.log(
      `server log: CMS ready in ${server.startup.cmsReadyMs} ms; search indexes built in ${server.startup.indexBuildMs} ms (${server.startup.counts}); spawn to index built ${(server.startup.wallMs / 1000).toFixed(1)} s; ${suggestionsLine}`,
    )
    const url = `${server.url}/api/search/1/indexes/*/queries`
    // A served site is warm: one round of every query first, so the first query measured does not pay
    // for the JIT and for collecting what the index build left behind.
    for (const [i, query] of queries.entries())
      await loadTest(url, query, { total: WARMUP_REQUESTS, connections: CONNECTIONS, expected: expected(i) })
    const http: HttpRun['http'] = []
    for (const [i, query] of queries.entries())
      http.push(await loadTest(url, query, { total: HTTP_REQUESTS, connections: CONNECTIONS, expected: expected(i) }))
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

// Under load the run sometimes ended silently while reading the database, as if a pending native call did not
// keep Node's event loop alive; a timer holds it open until main settles and the process exits.
setInterval(() => undefined, 1000)
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
