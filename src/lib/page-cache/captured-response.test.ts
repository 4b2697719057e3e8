import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { secureResponse } from '@/lib/http/secure-responses'
import { NO_SOURCES } from '@/lib/third-party/vendors'
import { captureResponse } from './captured-response'
import type { CachedPage } from './store'

let server: Server | undefined

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

const security = { https: false, thirdPartySources: async () => NO_SOURCES }

/** Serves `page` with the cache watching and the security headers on, and answers what was sent and kept. */
async function sendThrough(captureFirst: boolean, page: (outgoing: ServerResponse) => void) {
  const kept: CachedPage[] = []
  server = createServer((incoming, outgoing) => {
    const capture = () => captureResponse(outgoing, (copy) => kept.push(copy))
    const secure = () => secureResponse(incoming, outgoing, security)
    if (captureFirst) capture()
    secure()
    if (!captureFirst) capture()
    page(outgoing)
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/about`)
  const sent = { policy: response.headers.get('content-security-policy'), body: await response.text() }
  return { sent, kept }
}

const PAGE = '<!DOCTYPE html><html><body><script>self.__next_f.push([1])</script></body></html>'

const streamedPage = (outgoing: ServerResponse) => {
  outgoing.writeHead(200, [['content-type', 'text/html; charset=utf-8']])
  outgoing.write(PAGE.slice(0, 20))
  setTimeout(() => outgoing.end(PAGE.slice(20)), 5)
}

describe('captureResponse', () => {
  it.each([
    ['before', true],
    ['after', false],
  ])(
    'keeps the page with the policy the security headers set last, installed %s them',
    async (_order, captureFirst) => {
      const { sent, kept } = await sendThrough(captureFirst, streamedPage)
      expect(sent.body).toBe(PAGE)
      expect(sent.policy).toMatch(/script-src 'self' 'sha256-/)
      expect(kept).toHaveLength(1)
      expect(kept[0]?.headers['content-security-policy']).toBe(sent.policy)
      expect(kept[0]?.body.toString('utf8')).toBe(PAGE)
    },
  )

  it('keeps nothing that sets a cookie', async () => {
    const { kept } = await sendThrough(true, (outgoing) => {
      outgoing.writeHead(200, ['content-type', 'text/html', 'set-cookie', 'a=b'])
      outgoing.end(PAGE)
    })
    expect(kept).toEqual([])
  })
})
