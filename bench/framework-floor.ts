/**
 * `npm run bench:floor`: what the pinned framework costs in Lighthouse on this machine before any code of ours.
 * Builds a blank Next.js App Router app (one server-rendered page, no client component) with the project's own
 * next and react, serves it with `next start`, and scores it with the same Lighthouse mobile runs as
 * `npm run bench:pages`. Issue 11's page goals (score ≥ 95, TBT ≤ 200 ms, first-load JS ≤ 130 KB) read against it.
 *
 * Settings (environment): BENCH_FLOOR_PORT (3390), BENCH_PAGES_LIGHTHOUSE_RUNS (5), CHROME_PATH.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { launch } from 'chrome-launcher'
import { z } from 'zod'
import { writeBlankApp } from './floor/blank-app'
import { CHROME_FLAGS, describeRun, medianFigures } from './pages/lighthouse'
import { lighthouseRun, type LighthouseFigures } from './pages/lighthouse-run'

const settings = z
  .object({
    BENCH_FLOOR_PORT: z.coerce.number().int().min(1024).max(65_535).default(3390),
    BENCH_PAGES_LIGHTHOUSE_RUNS: z.coerce.number().int().min(1).max(20).default(5),
    CHROME_PATH: z.string().min(1).default('/usr/bin/chromium'),
  })
  .parse(process.env)

const next = path.resolve('node_modules/next/dist/bin/next')
const nextEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'))

async function firstOk(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    // A refused connection means the server is not listening yet.
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    await sleep(100)
  }
  throw new Error(`no 200 from ${url} within 30 s`)
}

writeBlankApp(dir)
console.log(
  `bench:floor in ${dir}; load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
)
const build = spawnSync(process.execPath, [next, 'build', '--webpack'], { cwd: dir, env: nextEnv, encoding: 'utf8' })
if (build.status !== 0) throw new Error(`next build of the blank app failed:\n${build.stdout}\n${build.stderr}`)
const server = spawn(process.execPath, [next, 'start', '-p', String(settings.BENCH_FLOOR_PORT)], {
  cwd: dir,
  env: nextEnv,
  stdio: 'ignore',
})
const chrome = await launch({ chromePath: settings.CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' })
try {
  const url = `http://127.0.0.1:${settings.BENCH_FLOOR_PORT}/`
  await firstOk(url)
  const runs: LighthouseFigures[] = []
  for (let run = 1; run <= settings.BENCH_PAGES_LIGHTHOUSE_RUNS; run++) {
    const one = await lighthouseRun(url, chrome.port)
    runs.push(one)
    console.log(`blank App Router page run ${run}: ${describeRun(one)}`)
  }
  console.log(`median: ${describeRun(medianFigures(runs))}`)
} finally {
  chrome.kill()
  server.kill()
  rmSync(dir, { recursive: true, force: true })
}
