import { check, type HttpRun, type Row, TARGETS } from './search-report'
import { ms } from './timing'

type Runs = { one: { cached: HttpRun; uncached: HttpRun }; four: { cached: HttpRun; uncached: HttpRun } }

const worst = (values: readonly number[]) => Math.max(...values)

/** Issue 3's goals over its queries (`rows`), then the 4x figures for the record. */
export function printGoals(rows: readonly Row[], runs: Runs, engineBuildMs: number): void {
  const inProcess = worst(rows.map((r) => r.one.p95))
  const both = [
    ['cache on', runs.one.cached],
    ['cache off', runs.one.uncached],
  ] as const
  // Only the first rows.length HTTP figures belong to these queries.
  const httpOf = (run: HttpRun) => run.http.slice(0, rows.length)
  console.log(`\n| target (77k), queries (a)-(f) | measured | |\n|---|---:|---|`)
  console.log(
    `| in-process p95 <= ${TARGETS.inProcessP95} ms | ${ms(inProcess)} | ${check(inProcess <= TARGETS.inProcessP95)} |`,
  )
  for (const [label, run] of both) {
    const httpP95 = worst(httpOf(run).map((h) => h.p95))
    console.log(
      `| HTTP p95 <= ${TARGETS.httpP95} ms at 16 connections, ${label} | ${ms(httpP95)} | ${check(httpP95 <= TARGETS.httpP95)} |`,
    )
  }
  for (const [label, run] of both) {
    console.log(
      `| index build <= ${TARGETS.buildMs} ms (server log), ${label} run | ${run.indexBuildMs} | ${check(run.indexBuildMs <= TARGETS.buildMs)} |`,
    )
  }
  console.log(
    `| index build <= ${TARGETS.buildMs} ms (engine only, in process) | ${engineBuildMs.toFixed(0)} | ${check(engineBuildMs <= TARGETS.buildMs)} |`,
  )
  for (const [label, run] of both) {
    console.log(
      `| server RSS <= ${TARGETS.rssMb} MB after the load, ${label} | ${run.rssMb.toFixed(0)} | ${check(run.rssMb <= TARGETS.rssMb)} |`,
    )
  }
  console.log(`\n| at 4x (308k), for the record | cache on | cache off |\n|---|---:|---:|`)
  console.log(
    `| HTTP p95, worst of (a)-(f) | ${ms(worst(httpOf(runs.four.cached).map((h) => h.p95)))} | ${ms(worst(httpOf(runs.four.uncached).map((h) => h.p95)))} |`,
  )
  console.log(`| index build (server log) | ${runs.four.cached.indexBuildMs} | ${runs.four.uncached.indexBuildMs} |`)
  console.log(
    `| server RSS after the load (MB) | ${runs.four.cached.rssMb.toFixed(0)} | ${runs.four.uncached.rssMb.toFixed(0)} |`,
  )
}
