import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http'
import { Socket, type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { wrapResponse, type ResponseHold, type SentHead } from './wrapped-response'

let server: Server | undefined

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

async function serve(respond: (outgoing: ServerResponse) => void): Promise<string> {
  server = createServer((_incoming, outgoing) => respond(outgoing))
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('wrapResponse', () => {
  it('tells a watcher the head a hold set last and the body sent, whichever registered first', async () => {
    const heads: SentHead[] = []
    const bodies: string[] = []
    const base = await serve((outgoing) => {
      const chunks: Buffer[] = []
      wrapResponse(outgoing).watch({ sent: (chunk) => chunks.push(chunk), ended: (head) => heads.push(head) })
      wrapResponse(outgoing).holdWith({
        holds: () => true,
        release: async (body) => void outgoing.setHeader('x-length', String(body.length)),
        failed: () => undefined,
      })
      wrapResponse(outgoing).watch({
        sent: () => undefined,
        ended: () => bodies.push(Buffer.concat(chunks).toString('utf8')),
      })
      outgoing.writeHead(201, 'Made', { 'content-type': 'text/plain' })
      outgoing.write('ab', () => outgoing.end('cd'))
    })
    const response = await fetch(base)
    expect([response.status, response.statusText, await response.text()]).toEqual([201, 'Made', 'abcd'])
    expect(response.headers.get('x-length')).toBe('4')
    expect(heads).toEqual([{ statusCode: 201, headers: expect.objectContaining({ 'x-length': '4' }) }])
    expect(bodies).toEqual(['abcd'])
  })

  it('sends a held body as it is encoded, with its length, while watchers see it as written', async () => {
    const seen: { head?: SentHead; body: string[] } = { body: [] }
    const base = await serve((outgoing) => {
      wrapResponse(outgoing).holdWith({ holds: () => true, release: async () => undefined, failed: () => undefined })
      wrapResponse(outgoing).encodeHeldWith(async (body) => {
        outgoing.setHeader('x-encoded', 'reversed')
        return Buffer.from(body.toString('utf8').split('').reverse().join(''))
      })
      wrapResponse(outgoing).watch({
        sent: (chunk) => seen.body.push(chunk.toString('utf8')),
        ended: (head) => (seen.head = head),
      })
      outgoing.write('abc')
      outgoing.end('de')
    })
    const response = await fetch(base)
    expect(await response.text()).toBe('edcba')
    expect(response.headers.get('content-length')).toBe('5')
    expect(response.headers.get('x-encoded')).toBe('reversed')
    expect(seen.body).toEqual(['abcde'])
    expect(seen.head?.headers['x-encoded']).toBeUndefined()
  })

  it('reports a hold that fails and drops the connection', async () => {
    const failures: unknown[] = []
    const base = await serve((outgoing) => {
      wrapResponse(outgoing).holdWith({
        holds: () => true,
        release: async () => {
          throw new Error('no policy')
        },
        failed: (error) => failures.push(error),
      })
      outgoing.end('page')
    })
    await expect(fetch(base)).rejects.toThrow()
    expect(failures).toEqual([new Error('no policy')])
  })

  it('lets one layer hold a response, not two', () => {
    const outgoing = new ServerResponse(new IncomingMessage(new Socket()))
    const hold: ResponseHold = { holds: () => false, release: async () => undefined, failed: () => undefined }
    wrapResponse(outgoing).holdWith(hold)
    expect(() => wrapResponse(outgoing).holdWith(hold)).toThrow('A response is held by one layer at most')
  })
})
