import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'

/** What the fake email-marketing service does with the next request. */
type Behaviour = 'accept' | 'refuse' | 'hang up'
type Received = { authorization?: string; contentType?: string; body: unknown; storedFirst: boolean }

const API_KEY = 'marketing-key-0123456789'
const databaseUrl = temporarySqliteUrl()
const received: Received[] = []
let behaviour: Behaviour = 'accept'
let service: Server
let payload: Payload
let signUpRoute: (request: Request) => Promise<Response>
const logged: Array<{ context: unknown; message: unknown }> = []

const rowsFor = async (email: string) =>
  (await payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: email } } })).totalDocs

/** The email-marketing service at the HTTP boundary: a local server that records what reaches it. */
function startFakeService(): Promise<string> {
  service = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', async () => {
      if (behaviour === 'hang up') return void request.socket.destroy()
      const body = JSON.parse(text) as { email: string }
      const storedFirst = (await rowsFor(body.email)) === 1
      received.push({
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
        storedFirst,
      })
      response.writeHead(behaviour === 'accept' ? 200 : 500, { 'content-type': 'application/json' }).end('{}')
    })
  })
  return new Promise((resolve) =>
    service.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(service.address() as AddressInfo).port}/subscribers`),
    ),
  )
}

beforeAll(async () => {
  process.env.NEWSLETTER_FORWARD_URL = await startFakeService()
  process.env.NEWSLETTER_FORWARD_API_KEY = API_KEY
  payload = await startCms(databaseUrl)
  signUpRoute = (await import('@/app/api/newsletter/route')).POST
  const { log } = await import('@/lib/log')
  vi.spyOn(log, 'error').mockImplementation((context: unknown, message?: unknown) => {
    logged.push({ context, message })
  })
})

afterAll(async () => {
  vi.restoreAllMocks()
  await new Promise((resolve) => service.close(resolve))
  await stopCms(payload, databaseUrl)
})

const signUp = (email: string) =>
  signUpRoute(
    new Request('http://localhost:3000/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: '203.0.113.5' },
      body: JSON.stringify({ email }),
    }),
  )

describe('newsletter forwarding to an email-marketing service', () => {
  it('posts the stored address there as JSON with the bearer key', async () => {
    expect((await signUp('Forwarded@Example.com')).status).toBe(201)
    expect(received).toEqual([
      {
        authorization: `Bearer ${API_KEY}`,
        contentType: 'application/json',
        body: { email: 'forwarded@example.com' },
        storedFirst: true,
      },
    ])
  })

  it('keeps the sign-up and logs the failure when the service refuses it', async () => {
    behaviour = 'refuse'
    logged.length = 0
    expect((await signUp('refused@example.com')).status).toBe(201)
    expect(await rowsFor('refused@example.com')).toBe(1)
    expect(logged).toEqual([
      {
        context: expect.objectContaining({ status: 500, service: expect.stringMatching(/^127\.0\.0\.1:/) }),
        message: expect.stringMatching(/refused a subscriber/),
      },
    ])
    expect(JSON.stringify(logged)).not.toContain('refused@example.com')
  })

  it('keeps the sign-up and logs the failure when the service cannot be reached', async () => {
    behaviour = 'hang up'
    logged.length = 0
    expect((await signUp('unreachable@example.com')).status).toBe(201)
    expect(await rowsFor('unreachable@example.com')).toBe(1)
    expect(logged).toEqual([
      {
        context: expect.objectContaining({ err: expect.anything() }),
        message: expect.stringMatching(/could not be reached/),
      },
    ])
  })

  it('forwards a repeat again, which makes good a forward that failed before', async () => {
    behaviour = 'accept'
    received.length = 0
    expect((await signUp('refused@example.com')).status).toBe(201)
    expect(received.map((request) => request.body)).toEqual([{ email: 'refused@example.com' }])
    expect(await rowsFor('refused@example.com')).toBe(1)
  })
})
