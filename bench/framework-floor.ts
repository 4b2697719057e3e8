/**
 * `npm run bench:floor`: what the pinned framework costs in Lighthouse on this machine before any code of ours.
 * Builds a blank Next.js App Router app (one server-rendered page, no client component) with the project's own
 * next and react, serves it with `next start`, and scores it with the same Lighthouse mobile runs as
 * `npm run bench:pages`, which also prints this line beside its pages in its own run (its part `floor`).
 *
 * Settings (environment): BENCH_FLOOR_PORT (3390), BENCH_PAGES_LIGHTHOUSE_RUNS (5), CHROME_PATH.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import { z } from 'zod'
import { buildBlankApp, serveBlankApp, type BlankApp } from './floor/blank-app'
import { CHROME_FLAGS, describeRun, medianFigures } from './pages/lighthouse'
import { lighthouseRun, type LighthouseFigures } from './pages/lighthouse-run'

const settings = z
  .object({
    BENCH_FLOOR_PORT: z.coerce.number().int().min(1024).max(65_535).default(3390),
    BENCH_PAGES_LIGHTHOUSE_RUNS: z.coerce.number().int().min(1).max(20).default(5),
    CHROME_PATH: z.string().min(1).default('/usr/bin/chromium'),
  })
  .parse(process.env)

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'))

console.log(
  `bench:floor in ${dir}; load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
)
buildBlankApp(dir)
let server: BlankApp | undefined
const chrome = await launch({ chromePath: settings.CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' })
try {
  server = await serveBlankApp(dir, settings.BENCH_FLOOR_PORT)
  const url = server.url
  const runs: LighthouseFigures[] = []
  for (let run = 1; run <= settings.BENCH_PAGES_LIGHTHOUSE_RUNS; run++) {
    const one = await lighthouseRun(url, chrome.port)
    runs.push(one)
    console.log(`blank App Router page run ${run}: ${describeRun(one)}`)
  }
  console.log(`median: ${describeRun(medianFigures(runs))}`)
} finally {
  chrome.kill()
  server?.stop()
  rmSync(dir, { recursive: true, force: true })
}
