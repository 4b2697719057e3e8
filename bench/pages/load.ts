import autocannon from 'autocannon'
import { percentile } from '../timing'

export type LoadRequest = { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> }

export type LoadResult = {
  requestsPerSecond: number
  p50: number
  p95: number
  p99: number
  responses: number
  /** Responses by HTTP status. */
  statuses: Map<number, number>
  /** Connection errors and timeouts: requests that got no answer at all. */
  connectionErrors: number
}

export type LoadOptions = {
  url: string
  connections: number
  seconds: number
  /** Each connection cycles through these in order; one GET of `url` when absent. */
  requests?: LoadRequest[]
  headers?: Record<string, string>
}

/**
 * Keep-alive load from autocannon for a fixed time. Latencies are collected from every response rather than
 * autocannon's histogram, whose summary has no p95.
 */
export function runLoad({ url, connections, seconds, requests, headers }: LoadOptions): Promise<LoadResult> {
  const samples: number[] = []
  const statuses = new Map<number, number>()
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, requests, headers, timeout: 30 },
      (error: unknown, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)))
        samples.sort((a, b) => a - b)
        resolve({
          requestsPerSecond: samples.length / result.duration,
          p50: percentile(samples, 0.5),
          p95: percentile(samples, 0.95),
          p99: percentile(samples, 0.99),
          responses: samples.length,
          statuses,
          connectionErrors: result.errors,
        })
      },
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      samples.push(responseTime)
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1)
    })
  })
}

/** Every response that is not a 2xx, plus the requests that got none. */
export function failures(result: LoadResult): number {
  let failed = result.connectionErrors
  for (const [status, count] of result.statuses) if (status < 200 || status > 299) failed += count
  return failed
}

export function statusSummary(result: LoadResult): string {
  const parts = [...result.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`)
  if (result.connectionErrors) parts.push(`no answer×${result.connectionErrors}`)
  return parts.join(' ')
}
