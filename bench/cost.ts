/**
 * `npm run bench:cost` (after `npm run build`): what one anonymous request can cost (issue 26, item 2). Sends
 * every route kind its most hostile valid parameters (largest pages, deepest offsets, most facets), one at a
 * time to a quiet server after one untimed pass, each a few times with a body no cache has seen, and reports per
 * request its status, answer bytes, wall time and the server's CPU time (from /proc), MISSED past 1 MB or 100 ms
 * of CPU.
 *
 * Settings (environment): BENCH_COST_URL and BENCH_COST_PID measure a server already running (e.g. one on the
 * imported catalog); otherwise the built app is started on a fresh demo gallery on BENCH_COST_PORT (3330).
 * BENCH_COST_RUNS (3) sends of each request; the report gives the largest figures.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { costCases, type CostCase } from './cost/cases'
import { measure, type CostSample } from './cost/measure'
import { sitePages } from './cost/site-pages'
import { startApp, stopApp, type StartedApp } from './pages/app'

const MAX_BYTES = 1024 * 1024
const MAX_CPU_MS = 100

const settings = z
  .object({
    BENCH_COST_URL: z.url().optional(),
    BENCH_COST_PID: z.coerce.number().int().positive().optional(),
    BENCH_COST_PORT: z.coerce.number().int().min(1024).max(65_535).default(3330),
    BENCH_COST_RUNS: z.coerce.number().int().min(1).max(50).default(3),
  })
  .parse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')))

function worst(samples: readonly CostSample[]): CostSample {
  const max = (pick: (sample: CostSample) => number) => Math.max(...samples.map(pick))
  const cpu = samples.map((sample) => sample.cpuMs).filter((value) => value !== undefined)
  return {
    status: samples.at(-1)?.status ?? 0,
    bytes: max((sample) => sample.bytes),
    wallMs: max((sample) => sample.wallMs),
    cpuMs: cpu.length ? Math.max(...cpu) : undefined,
  }
}

const pad = (text: string, width: number) => text.padEnd(width).slice(0, width)
const num = (value: number | undefined, width: number) =>
  (value === undefined ? '-' : Math.round(value).toLocaleString('en')).padStart(width)

function report(rows: ReadonlyArray<{ costCase: CostCase; sample: CostSample }>): number {
  console.log(`\n${pad('route', 20)} ${pad('request', 54)} status       bytes   wall ms  cpu ms`)
  let missed = 0
  for (const { costCase, sample } of rows) {
    const over = sample.bytes > MAX_BYTES || (sample.cpuMs ?? sample.wallMs) > MAX_CPU_MS
    if (over) missed++
    console.log(
      `${pad(costCase.route, 20)} ${pad(costCase.name, 54)} ${String(sample.status).padStart(6)} ${num(sample.bytes, 11)} ${num(sample.wallMs, 9)} ${num(sample.cpuMs, 7)}${over ? '  MISSED' : ''}`,
    )
  }
  console.log(`\n${rows.length - missed} of ${rows.length} within 1 MB and 100 ms of CPU; ${missed} MISSED`)
  return missed
}

async function main(): Promise<void> {
  let app: StartedApp | undefined
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-cost-'))
  try {
    if (!settings.BENCH_COST_URL) app = await startApp(dir, settings.BENCH_COST_PORT, undefined)
    const base = settings.BENCH_COST_URL ?? app?.url ?? ''
    const pid = settings.BENCH_COST_PID ?? app?.serverPid
    const cases = costCases(await sitePages(base))
    // One untimed pass first: the first request of a kind compiles its code, which no later request pays again.
    for (const [index, costCase] of cases.entries()) await measure(base, pid, costCase, `warm-${index}-${Date.now()}`)
    const rows: Array<{ costCase: CostCase; sample: CostSample }> = []
    for (const [index, costCase] of cases.entries()) {
      const samples: CostSample[] = []
      for (let run = 0; run < settings.BENCH_COST_RUNS; run++)
        samples.push(await measure(base, pid, costCase, `bench-${index}-${run}-${Date.now()}`))
      rows.push({ costCase, sample: worst(samples) })
    }
    process.exitCode = report(rows) > 0 ? 1 : 0
  } finally {
    if (app) await stopApp(app)
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
