/**
 * `npm run bench:pages` (after `npm run build`; it builds nothing): starts the built app with `npm start` on a
 * fresh database in a temporary folder, lets it seed the demo gallery, and measures what issue 11 asks of the
 * storefront's pages: start-up and seed time, throughput beside a static server, uncached renders, Lighthouse
 * mobile, and a mixed load with memory. Every goal is printed as met or MISSED at the end. The search page with
 * results (issue 13: `/search?query=` a seeded title word) is rendered and scored besides the seven pages.
 *
 * Settings (environment): BENCH_PAGES_PARTS=throughput,render,lighthouse,mixed (any subset), BENCH_PAGES_PORT
 * (3320; the static server takes the next port), BENCH_PAGES_SECONDS, BENCH_PAGES_CONNECTIONS,
 * BENCH_PAGES_RENDER_REQUESTS, BENCH_PAGES_LIGHTHOUSE_RUNS, BENCH_PAGES_MIXED_SECONDS,
 * BENCH_PAGES_MIXED_CONNECTIONS, CHROME_PATH, PAGE_CACHE (handed to the app), BENCH_PAGES_KEEP=1.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startApp, stopApp, type StartedApp } from './pages/app'
import { benchConfig } from './pages/config'
import { discoverPages, lighthousePages, searchResultsPage } from './pages/discover'
import { printGoals } from './pages/goals'
import { measureLighthouse, stopChrome } from './pages/lighthouse'
import { measureMixedLoad } from './pages/mixed'
import { measureRenders } from './pages/render'
import { reportStartup } from './pages/startup'
import { captureHtml, startStaticSite, stopStaticSite, type StaticSite } from './pages/static-site'
import { measureThroughput } from './pages/throughput'

const config = benchConfig(process.env)
if (!existsSync('dist/server/main.js') || !existsSync('.next/BUILD_ID'))
  throw new Error('No build found: run `npm run build` first (this benchmark builds nothing).')

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'))
const parts = new Set(config.BENCH_PAGES_PARTS)
let app: StartedApp | undefined
let site: StaticSite | undefined

async function cleanUp(): Promise<void> {
  stopChrome()
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

try {
  console.log(`bench:pages in ${dir}; parts: ${[...parts].join(', ')}; PAGE_CACHE=${config.PAGE_CACHE ?? '(unset)'}`)
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  )
  app = await startApp(dir, config.BENCH_PAGES_PORT, config.PAGE_CACHE)
  reportStartup(app)
  const pages = await discoverPages(app.url)
  const searchResults = await searchResultsPage(app.url, pages)
  console.log(`pages: ${pages.map((page) => page.path).join('  ')}; rendered and scored too: ${searchResults.path}`)
  const appUrl = app.url
  const serverPid = app.serverPid
  if (parts.has('throughput'))
    await part('throughput', async () => {
      site = await startStaticSite(dir, config.BENCH_PAGES_PORT + 1, await captureHtml(appUrl, pages))
      await measureThroughput(pages, appUrl, site.url, {
        connections: config.BENCH_PAGES_CONNECTIONS,
        seconds: config.BENCH_PAGES_SECONDS,
      })
      await stopStaticSite(site)
      site = undefined
    })
  if (parts.has('render'))
    await part('render', () =>
      measureRenders([...pages, searchResults], appUrl, {
        requests: config.BENCH_PAGES_RENDER_REQUESTS,
        asVisitor: config.PAGE_CACHE === 'off',
      }),
    )
  if (parts.has('lighthouse'))
    await part('lighthouse', () =>
      measureLighthouse(lighthousePages(pages, searchResults), appUrl, {
        runs: config.BENCH_PAGES_LIGHTHOUSE_RUNS,
        chromePath: config.CHROME_PATH,
      }),
    )
  if (parts.has('mixed'))
    await part('mixed', () =>
      measureMixedLoad(pages, appUrl, serverPid, {
        connections: config.BENCH_PAGES_MIXED_CONNECTIONS,
        seconds: config.BENCH_PAGES_MIXED_SECONDS,
      }),
    )
  console.log(
    `\nload average at end: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  )
  printGoals()
} finally {
  await cleanUp()
}
