import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { answerHealthCheck, type Readiness } from '@/server/health'

let server: Server | undefined

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A server that answers the health checks and 418 for anything else, given the app's readiness or none. */
async function serve(readiness?: () => Promise<Readiness>): Promise<string> {
  server = createServer((incoming, outgoing) => {
    if (answerHealthCheck(incoming, outgoing, readiness, () => outgoing.writeHead(500).end())) return
    outgoing.writeHead(418).end()
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('the health checks', () => {
  it('says the process is live whatever the app is doing, and never lets it be cached', async () => {
    const base = await serve()
    const response = await fetch(`${base}/healthz`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ live: true })
  })

  it('is not ready while the app is loading', async () => {
    const response = await fetch(`${await serve()}/readyz`)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ ready: false, waiting: ['start-up: the app is loading'] })
  })

  it("answers the app's readiness: 200 when ready, 503 with what it waits for when not", async () => {
    let report: Readiness = { ready: false, waiting: ['search indexes: not built yet'] }
    const base = await serve(() => Promise.resolve(report))
    const waiting = await fetch(`${base}/readyz?from=balancer`)
    expect(waiting.status).toBe(503)
    expect(await waiting.json()).toEqual(report)
    report = { ready: true, waiting: [] }
    const ready = await fetch(`${base}/readyz`, { method: 'HEAD' })
    expect(ready.status).toBe(200)
    expect(await ready.text()).toBe('')
  })

  it('leaves every other request, and other methods on its paths, to the app', async () => {
    const base = await serve(() => Promise.resolve({ ready: true, waiting: [] }))
    expect((await fetch(`${base}/readyz/more`)).status).toBe(418)
    expect((await fetch(`${base}/healthz`, { method: 'POST' })).status).toBe(418)
  })
})
