import { z } from 'zod'
import { memoryOf } from '../app-server'
import type { BenchPage } from './discover'
import { goal } from './goals'
import { failures, runLoad, statusSummary, type LoadRequest } from './load'
import { SEARCH_API_PATH, searchRequests } from './search-requests'
import { fixed } from './table'

const RSS_GROWTH_GOAL = 0.1
const RSS_SAMPLE_MS = 1000

/**
 * The server's resident memory, sampled every second while `load` runs. Under this load the heap saws between
 * about 320 and 480 MB every 8 s (it grows until the collector compacts it), so one reading before the load and
 * one after measure where the saw happened to be. What a leak raises is the saw's floor, what survives each
 * collection: the lowest reading of the load's first third against the lowest of its last third.
 */
async function rssDuring<T>(
  pid: number,
  load: Promise<T>,
): Promise<{ result: T; firstFloorMb: number; lastFloorMb: number }> {
  const samples: number[] = []
  const timer = setInterval(() => samples.push(memoryOf(pid).rssMb), RSS_SAMPLE_MS)
  try {
    const result = await load
    if (samples.length === 0) samples.push(memoryOf(pid).rssMb)
    const third = Math.max(1, Math.floor(samples.length / 3))
    return {
      result,
      firstFloorMb: Math.min(...samples.slice(0, third)),
      lastFloorMb: Math.min(...samples.slice(-third)),
    }
  } finally {
    clearInterval(timer)
  }
}

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
 * and the server's resident memory must end within 10% of where it began, measured by its floor (`rssDuring`).
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
  const { result, firstFloorMb, lastFloorMb } = await rssDuring(
    serverPid,
    runLoad({ url: appUrl, connections, seconds, requests }),
  )
  const after = memoryOf(serverPid)
  const growth = lastFloorMb / firstFloorMb - 1
  console.log(
    `${fixed(result.requestsPerSecond)} req/s over ${result.responses} responses; p50 ${fixed(result.p50, 1)} ms, ` +
      `p95 ${fixed(result.p95, 1)} ms, p99 ${fixed(result.p99, 1)} ms; statuses ${statusSummary(result)}`,
  )
  const failed = failures(result)
  const errorsMark = goal('mixed load: no failed request', failed === 0, `${failed} failed (${statusSummary(result)})`)
  const rssMark = goal(
    `mixed load: server RSS grows ≤ ${RSS_GROWTH_GOAL * 100}% (its floor under load, first third to last)`,
    growth <= RSS_GROWTH_GOAL,
    `${fixed(firstFloorMb)} → ${fixed(lastFloorMb)} MB (${growth >= 0 ? '+' : ''}${fixed(growth * 100, 1)}%)`,
  )
  console.log(`errors: ${failed} ${errorsMark}; p99 ${fixed(result.p99, 1)} ms`)
  console.log(
    `server RSS (VmRSS of pid ${serverPid}, every ${RSS_SAMPLE_MS / 1000} s): before the load ${fixed(before.rssMb)} MB, ` +
      `lowest in its first third ${fixed(firstFloorMb)} MB, in its last third ${fixed(lastFloorMb)} MB, ` +
      `growth ${fixed(growth * 100, 1)}% ${rssMark}; after it ${fixed(after.rssMb)} MB; peak (VmHWM) ${fixed(after.peakMb)} MB`,
  )
}
