import { ms, type Latency } from './timing'

export type Http = Latency & { rps: number }
export type HttpRun = { http: Http[]; indexBuildMs: number; rssMb: number }

/** One query's in-process figures at 1x and 4x; `found[i]` is what each request of body i found. */
export type Row = { name: string; found: number[][]; one: Latency; found4: number[][]; four: Latency }

export const TARGETS = { inProcessP95: 3, httpP95: 15, buildMs: 5000, rssMb: 600 }

export const check = (ok: boolean) => (ok ? 'ok' : 'MISSED')

/** nbHits of the first request, or its median over a query's bodies. */
function hitsCell(found: readonly (readonly number[])[]): string {
  const first = found.map((answer) => answer[0] ?? -1).sort((a, b) => a - b)
  if (first.length === 1) return String(first[0])
  return `median ${first[Math.floor(first.length / 2)] ?? '-'}`
}

const latencyCells = (latency: Latency) => `${ms(latency.p50)} | ${ms(latency.p95)} | ${ms(latency.p99)}`

/** One scale's table: nbHits and latency in process, then p50/p95/p99/req/s over HTTP with the cache on and off. */
export function printTable(scale: '1x' | '4x', rows: readonly Row[], http: readonly (readonly Http[])[]): void {
  const httpHead = http.length ? ' cache on p50 | p95 | p99 | req/s | cache off p50 | p95 | p99 | req/s |' : ''
  console.log(`\n| query (${scale}) | nbHits | in process p50 | p95 | p99 |${httpHead}`)
  console.log(`|---|---:|---:|---:|---:|${http.map(() => '---:|---:|---:|---:|').join('')}`)
  rows.forEach((row, i) => {
    const [found, local] = scale === '1x' ? [row.found, row.one] : [row.found4, row.four]
    const cells = http.map((run) => {
      const h = run[i]
      return h ? ` ${latencyCells(h)} | ${h.rps.toFixed(0)} |` : ' - | - | - | - |'
    })
    console.log(`| ${row.name} | ${hitsCell(found)} | ${latencyCells(local)} |${cells.join('')}`)
  })
}

/** The goal of one query of issue 13, in process and over HTTP at 16 connections with the answer cache off. */
export function printQueryGoals(rows: readonly Row[], uncached: HttpRun | undefined, names: readonly string[]): void {
  for (const name of names) {
    const i = rows.findIndex((row) => row.name === name)
    const local = rows[i]?.one.p95 ?? Number.NaN
    console.log(
      `| ${name}: in-process p95 <= ${TARGETS.inProcessP95} ms | ${ms(local)} | ${check(local <= TARGETS.inProcessP95)} |`,
    )
    if (!uncached) continue
    const http = uncached.http[i]?.p95 ?? Number.NaN
    console.log(
      `| ${name}: HTTP p95 <= ${TARGETS.httpP95} ms at 16 connections, cache off | ${ms(http)} | ${check(http <= TARGETS.httpP95)} |`,
    )
  }
}
