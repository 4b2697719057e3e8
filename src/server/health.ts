import type { IncomingMessage, ServerResponse } from 'node:http'

export type Readiness = { ready: boolean; waiting: string[] }

/** Where a load balancer polls: the process answers at all (live), and it should take visitors (ready). */
export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const

const LOADING: Readiness = { ready: false, waiting: ['start-up: the app is loading'] }

function answerJson(outgoing: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  outgoing.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  })
  outgoing.end(outgoing.req.method === 'HEAD' ? undefined : text)
}

/**
 * Answers the health checks, before the admission gate and the app, and returns true; returns false for any
 * other request. Until the app has handed over its hooks it is still loading, so not ready.
 */
export function answerHealthCheck(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  readiness: (() => Promise<Readiness>) | undefined,
  failed: (error: unknown) => void,
): boolean {
  if (incoming.method !== 'GET' && incoming.method !== 'HEAD') return false
  const pathname = (incoming.url ?? '/').split('?', 1)[0]
  if (pathname === HEALTH_PATHS.live) {
    answerJson(outgoing, 200, { live: true })
    return true
  }
  if (pathname !== HEALTH_PATHS.ready) return false
  ;(readiness ? readiness() : Promise.resolve(LOADING)).then(
    (report) => answerJson(outgoing, report.ready ? 200 : 503, report),
    failed,
  )
  return true
}
