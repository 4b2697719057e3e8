import { z } from 'zod'
import { memoryOf } from '../app-server'
import type { BenchPage } from './discover'
import { goal } from './goals'
import { failures, runLoad, statusSummary, type LoadRequest } from './load'
import { SEARCH_API_PATH, searchRequests } from './search-requests'
import { fixed } from './table'

const RSS_GROWTH_GOAL = 0.1

const searchAnswer = z.object({
  results: z.array(z.object({ nbHits: z.number().optional(), facetHits: z.array(z.unknown()).optional() })).min(1),
})

/** A search that finds nothing would time the engine's cheapest path, not a visitor's. */
function assertFoundSomething(request: LoadRequest, text: string): void {
  const { results } = searchAnswer.parse(JSON.parse(text))
  const empty = results.some((result) => (result.nbHits ?? result.facetHits?.length ?? 0) === 0)
  if (empty) throw new Error(`a search of the mixed load finds nothing in the demo gallery: ${request.body}`)
}

/** Every page once and every search once, so the figures don't start from a cold first request. */
async function warmUp(appUrl: string, requests: readonly LoadRequest[]): Promise<void> {
  for (const request of requests) {
    const response = await fetch(`${appUrl}${request.path}`, {
      method: request.method,
      body: request.body,
      headers: request.headers,
    })
    const text = await response.text()
    if (response.status !== 200) throw new Error(`${request.method} ${request.path}: HTTP ${response.status}`)
    if (request.method === 'POST') assertFoundSomething(request, text)
  }
}

/**
 * Visitors reading the pages while others search the grid, all at once for a while: no request may fail,
 * and the server's resident memory must end within 10% of where it began.
 */
export async function measureMixedLoad(
  pages: readonly BenchPage[],
  appUrl: string,
  serverPid: number,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<void> {
  const pageRequests: LoadRequest[] = pages.map((page) => ({ method: 'GET', path: page.path }))
  const requests = [...pageRequests, ...searchRequests()]
  console.log(
    `\n== Mixed load: ${connections} connections for ${seconds} s, each cycling through ${pageRequests.length} pages ` +
      `and ${requests.length - pageRequests.length} searches (POST ${SEARCH_API_PATH})`,
  )
  await warmUp(appUrl, requests)
  const before = memoryOf(serverPid)
  const result = await runLoad({ url: appUrl, connections, seconds, requests })
  const after = memoryOf(serverPid)
  const growth = after.rssMb / before.rssMb - 1
  console.log(
    `${fixed(result.requestsPerSecond)} req/s over ${result.responses} responses; p50 ${fixed(result.p50, 1)} ms, ` +
      `p95 ${fixed(result.p95, 1)} ms, p99 ${fixed(result.p99, 1)} ms; statuses ${statusSummary(result)}`,
  )
  const failed = failures(result)
  const errorsMark = goal('mixed load: no failed request', failed === 0, `${failed} failed (${statusSummary(result)})`)
  const rssMark = goal(
    `mixed load: server RSS grows ≤ ${RSS_GROWTH_GOAL * 100}%`,
    growth <= RSS_GROWTH_GOAL,
    `${fixed(before.rssMb)} → ${fixed(after.rssMb)} MB (${growth >= 0 ? '+' : ''}${fixed(growth * 100, 1)}%)`,
  )
  console.log(`errors: ${failed} ${errorsMark}; p99 ${fixed(result.p99, 1)} ms`)
  console.log(
    `server RSS (VmRSS of pid ${serverPid}): before ${fixed(before.rssMb)} MB, after ${fixed(after.rssMb)} MB, ` +
      `growth ${fixed(growth * 100, 1)}% ${rssMark}; peak (VmHWM) ${fixed(after.peakMb)} MB`,
  )
}
