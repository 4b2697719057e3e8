import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { AdmissionGate, overloadEnv, type OverloadLimits } from '@/server/overload'
import { requestProblem, screenRequest } from '@/server/request-screen'

/** A server whose requests hold their slot until the test lets them go, behind a gate with the given limits. */
async function gatedServer(limits: OverloadLimits) {
  const gate = new AdmissionGate(limits)
  const held: (() => void)[] = []
  let holding = true
  const server: Server = createServer((incoming, outgoing) => {
    if (screenRequest(incoming, outgoing, () => {})) return
    gate.admit(outgoing, () => {
      const answer = () => outgoing.writeHead(200, { 'content-type': 'text/plain' }).end('served')
      if (holding) held.push(answer)
      else answer()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    gate,
    url: `http://127.0.0.1:${port}`,
    /** Answers every held request and serves later ones at once. */
    release() {
      holding = false
      for (const answer of held.splice(0)) answer()
    },
    heldCount: () => held.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let running: Awaited<ReturnType<typeof gatedServer>> | undefined

afterEach(async () => {
  running?.release()
  await running?.close()
  running = undefined
})

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5))
}

describe('the admission gate in front of the app', () => {
  it('serves one, queues one and answers the rest of a flood with 503 and Retry-After, then recovers', async () => {
    running = await gatedServer({ maxActive: 1, maxQueued: 1, maxWaitMs: 60_000, retryAfterSeconds: 3 })
    const server = running
    const first = fetch(server.url)
    await until(() => server.heldCount() === 1)
    const second = fetch(server.url)
    await until(() => server.gate.load.queued === 1)
    const flood = await Promise.all(Array.from({ length: 20 }, () => fetch(server.url)))
    expect(flood.map((response) => response.status)).toEqual(Array(20).fill(503))
    expect(flood.every((response) => response.headers.get('retry-after') === '3')).toBe(true)
    expect(flood[0]!.headers.get('x-content-type-options')).toBe('nosniff')
    expect(flood[0]!.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await flood[0]!.json()).toMatchObject({ status: 503, error: 'Server busy, retry shortly' })

    server.release()
    expect((await first).status).toBe(200)
    expect((await second).status).toBe(200)
    const after = await Promise.all(Array.from({ length: 5 }, () => fetch(server.url)))
    expect(after.map((response) => response.status)).toEqual(Array(5).fill(200))
    expect(server.gate.load).toEqual({ active: 0, queued: 0 })
  })

  it('answers a request that waited its longest in the queue with 503', async () => {
    running = await gatedServer({ maxActive: 1, maxQueued: 4, maxWaitMs: 50, retryAfterSeconds: 1 })
    const server = running
    const first = fetch(server.url)
    await until(() => server.heldCount() === 1)
    const waited = await fetch(server.url)
    expect(waited.status).toBe(503)
    expect(waited.headers.get('retry-after')).toBe('1')
    expect(server.gate.load).toEqual({ active: 1, queued: 0 })
    server.release()
    expect((await first).status).toBe(200)
  })

  it('frees the place of a client that gives up while queued', async () => {
    running = await gatedServer({ maxActive: 1, maxQueued: 1, maxWaitMs: 60_000, retryAfterSeconds: 1 })
    const server = running
    const first = fetch(server.url)
    await until(() => server.heldCount() === 1)
    const leaving = new AbortController()
    const abandoned = fetch(server.url, { signal: leaving.signal }).catch(() => 'aborted')
    await until(() => server.gate.load.queued === 1)
    leaving.abort()
    expect(await abandoned).toBe('aborted')
    await until(() => server.gate.load.queued === 0)
    server.release()
    expect((await first).status).toBe(200)
  })

  it('reads its limits from the environment, with defaults, and refuses nonsense', () => {
    expect(overloadEnv.parse({})).toEqual({ maxActive: 8, maxQueued: 32, maxWaitMs: 2000, retryAfterSeconds: 2 })
    expect(overloadEnv.parse({ OVERLOAD_MAX_ACTIVE: '1', OVERLOAD_MAX_QUEUED: '1' })).toMatchObject({
      maxActive: 1,
      maxQueued: 1,
    })
    expect(overloadEnv.safeParse({ OVERLOAD_MAX_ACTIVE: '0' }).success).toBe(false)
  })
})

describe('the request screen before any route', () => {
  it('answers unknown methods with 405 and undecodable paths with 400', async () => {
    expect(requestProblem('TRACE', '/')).toMatchObject({ status: 405 })
    expect(requestProblem('GET', '/%E0%A4%A')).toMatchObject({ status: 400 })
    expect(requestProblem('GET', '/artworks?q=%ZZ')).toBeUndefined()
    expect(requestProblem('PATCH', '/api/artworks/1')).toBeUndefined()

    running = await gatedServer({ maxActive: 4, maxQueued: 4, maxWaitMs: 1000, retryAfterSeconds: 1 })
    running.release()
    // fetch refuses to send TRACE, node:http does not.
    const trace = await new Promise<{ status?: number; allow?: string | string[] }>((resolve, reject) =>
      request(running!.url, { method: 'TRACE' }, (response) => {
        response.resume()
        resolve({ status: response.statusCode, allow: response.headers.allow })
      })
        .on('error', reject)
        .end(),
    )
    expect(trace).toEqual({ status: 405, allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' })
    const badPath = await fetch(`${running.url}/%`)
    expect(badPath.status).toBe(400)
    expect(badPath.headers.get('x-frame-options')).toBe('DENY')
    expect(await badPath.json()).toMatchObject({ message: 'The path is not valid percent-encoding' })
  })
})
