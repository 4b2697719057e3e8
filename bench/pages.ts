/**
 * `npm run bench:pages` (after `npm run build`; it builds nothing of the app): starts the built app with
 * `npm start` on a fresh database in a temporary folder, lets it seed the demo gallery, and prints issue 25's
 * figures for the storefront's pages, each goal as met or MISSED at the end:
 * - js: first-load JavaScript per page (as `npm run bench:js` counts it) against its kind's budget;
 * - lighthouse: Lighthouse mobile (medians) of nine pages, each beside its static line (the page's captured
 *   HTML from the static server, its assets passed to the app), with score, LCP, TBT, CLS and JavaScript;
 * - floor: `bench:floor`'s blank App Router page, built here first and scored the same way in the same table;
 * - throughput: the seven cached pages beside the static server; render: uncached renders of the nine, p50;
 * - mixed: pages and searches at once, with the server's memory (issue 11).
 * A fresh clone's `npm run up` (install and build included) is timed by `npm run bench:up`.
 *
 * Settings (environment): BENCH_PAGES_PARTS=throughput,render,js,lighthouse,floor,mixed (any subset),
 * BENCH_PAGES_PORT (3320; the static server takes the next port, the floor the one after),
 * BENCH_PAGES_SECONDS, BENCH_PAGES_CONNECTIONS, BENCH_PAGES_RENDER_REQUESTS, BENCH_PAGES_LIGHTHOUSE_RUNS (3),
 * BENCH_PAGES_CPU_SLOWDOWN (Lighthouse's own 4; higher for the margins a slower phone would have),
 * BENCH_PAGES_MIXED_SECONDS, BENCH_PAGES_MIXED_CONNECTIONS, CHROME_PATH, PAGE_CACHE (handed to the app),
 * BENCH_PAGES_KEEP=1.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildBlankApp, serveBlankApp, type BlankApp } from './floor/blank-app'
import { startApp, stopApp, type StartedApp } from './pages/app'
import { benchConfig } from './pages/config'
import { discoverPages, lighthousePages, searchResultsPage } from './pages/discover'
import { printGoals } from './pages/goals'
import { measureLighthouse, stopChrome } from './pages/lighthouse'
import { measureMixedLoad } from './pages/mixed'
import { measureRenders } from './pages/render'
import { measureScripts } from './pages/script-budget'
import { reportStartup } from './pages/startup'
import { captureHtml, startStaticSite, stopStaticSite, type StaticSite } from './pages/static-site'
import { measureThroughput } from './pages/throughput'

const config = benchConfig(process.env)
if (!existsSync('dist/server/main.js') || !existsSync('.next/BUILD_ID'))
  throw new Error('No build found: run `npm run build` first (this benchmark builds nothing of the app).')

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'))
const floorDir = path.join(dir, 'floor')
const parts = new Set(config.BENCH_PAGES_PARTS)
let app: StartedApp | undefined
let site: StaticSite | undefined
let floor: BlankApp | undefined

async function cleanUp(): Promise<void> {
  stopChrome()
  floor?.stop()
  if (site) await stopStaticSite(site)
  if (app) await stopApp(app)
  if (config.BENCH_PAGES_KEEP === '1') console.log(`\nkept ${dir} (database, media, server.log)`)
  else rmSync(dir, { recursive: true, force: true })
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(1))
  })

/** Runs one part and says how long it took, to keep the whole run within its budget. */
async function part(name: string, run: () => Promise<void>): Promise<void> {
  const started = performance.now()
  await run()
  console.log(`(${name} took ${((performance.now() - started) / 1000).toFixed(0)} s)`)
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')

try {
  console.log(`bench:pages in ${dir}; parts: ${[...parts].join(', ')}; PAGE_CACHE=${config.PAGE_CACHE ?? '(unset)'}`)
  console.log(`load average at start: ${loadAverage()} on ${os.cpus().length} cores`)
  // Built before the app starts, so that the build's work overlaps no measurement.
  if (parts.has('floor')) await part('floor build', async () => buildBlankApp(floorDir))
  app = await startApp(dir, config.BENCH_PAGES_PORT, config.PAGE_CACHE)
  reportStartup(app)
  const pages = await discoverPages(app.url)
  const searchResults = await searchResultsPage(app.url, pages)
  const scored = lighthousePages(pages, searchResults)
  console.log(
    `pages: ${pages.map((page) => page.path).join('  ')}; rendered and scored too: /search  ${searchResults.path}`,
  )
  const appUrl = app.url
  const serverPid = app.serverPid
  if (parts.has('throughput') || parts.has('lighthouse'))
    site = await startStaticSite(dir, config.BENCH_PAGES_PORT + 1, await captureHtml(appUrl, scored), appUrl)
  const staticUrl = site?.url
  if (parts.has('throughput') && staticUrl)
    await part('throughput', () =>
      measureThroughput(pages, appUrl, staticUrl, {
        connections: config.BENCH_PAGES_CONNECTIONS,
        seconds: config.BENCH_PAGES_SECONDS,
      }),
    )
  if (parts.has('render'))
    await part('render', () =>
      measureRenders(scored, appUrl, {
        requests: config.BENCH_PAGES_RENDER_REQUESTS,
        asVisitor: config.PAGE_CACHE === 'off',
      }),
    )
  if (parts.has('js')) await part('js', () => measureScripts(scored, appUrl))
  if (parts.has('lighthouse') || parts.has('floor'))
    await part(parts.has('lighthouse') ? 'lighthouse' : 'floor', async () => {
      if (parts.has('floor')) floor = await serveBlankApp(floorDir, config.BENCH_PAGES_PORT + 2)
      await measureLighthouse(
        parts.has('lighthouse') ? scored : [],
        { appUrl, staticUrl, floorUrl: floor?.url },
        {
          runs: config.BENCH_PAGES_LIGHTHOUSE_RUNS,
          chromePath: config.CHROME_PATH,
          cpuSlowdown: config.BENCH_PAGES_CPU_SLOWDOWN,
        },
      )
      floor?.stop()
      floor = undefined
    })
  if (parts.has('mixed'))
    await part('mixed', () =>
      measureMixedLoad(pages, appUrl, serverPid, {
        connections: config.BENCH_PAGES_MIXED_CONNECTIONS,
        seconds: config.BENCH_PAGES_MIXED_SECONDS,
      }),
    )
  console.log(`\nload average at end: ${loadAverage()}`)
  printGoals()
} finally {
  await cleanUp()
}
