import type { BenchPage } from './discover'
import { goal } from './goals'
import { failures, runLoad, statusSummary, type LoadResult } from './load'
import { fixed, printTable } from './table'

const row = (label: string, result: LoadResult) => [
  label,
  fixed(result.requestsPerSecond),
  fixed(result.p50, 1),
  fixed(result.p95, 1),
  fixed(result.p99, 1),
  failures(result) ? statusSummary(result) : '0',
]

/**
 * The server goes on rendering what it had taken in when the load stopped; one more request, which queues
 * behind those, returns once they are done, so the static server's turn doesn't share the machine with them.
 */
async function drain(url: string): Promise<void> {
  const response = await fetch(url)
  await response.arrayBuffer()
}

/**
 * Each page under the same keep-alive load from the app and from the static server, one after the other,
 * so both see the machine in about the same state. Goal: the app serves at least half the static rate.
 */
export async function measureThroughput(
  pages: readonly BenchPage[],
  appUrl: string,
  staticUrl: string,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<void> {
  console.log(`\n== Throughput: ${connections} keep-alive connections, ${seconds} s per page and server`)
  const rows: string[][] = []
  for (const page of pages) {
    const app = await runLoad({ url: `${appUrl}${page.path}`, connections, seconds })
    await drain(`${appUrl}${page.path}`)
    const statics = await runLoad({ url: `${staticUrl}${page.path}`, connections, seconds })
    const ratio = app.requestsPerSecond / statics.requestsPerSecond
    const clean = failures(app) === 0
    const mark = goal(
      `${page.name} (${page.path}) serves ≥ 0.5 of the static server's requests/s, without errors`,
      ratio >= 0.5 && clean,
      `${fixed(app.requestsPerSecond)} vs ${fixed(statics.requestsPerSecond)} req/s, ratio ${fixed(ratio, 3)}${clean ? '' : `, errors ${statusSummary(app)}`}`,
    )
    rows.push(row(`${page.name} app`, app), row(`${page.name} static`, statics))
    console.log(`${page.path}: ratio ${fixed(ratio, 3)} ${mark}`)
  }
  printTable(['page', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'], rows)
}
