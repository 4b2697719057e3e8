import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { pageCacheKey } from './cache-key'

const request = (url: string, headers: IncomingMessage['headers'] = {}, method = 'GET') =>
  ({ url, method, headers }) as IncomingMessage

describe('pageCacheKey', () => {
  it('keys storefront pages by address and router headers, one entry for every encoding', () => {
    const page = pageCacheKey(request('/artworks?medium=painting'))
    expect(page).toBeDefined()
    expect(pageCacheKey(request('/artworks?medium=painting', {}, 'HEAD'))).toBe(page)
    expect(pageCacheKey(request('/artworks?medium=painting', { 'accept-encoding': 'gzip' }))).toBe(page)
    expect(pageCacheKey(request('/artworks?medium=painting', { rsc: '1' }))).not.toBe(page)
  })

  it('never answers the CMS, the API, Next files, other methods or a preview holder', () => {
    for (const url of ['/admin', '/admin/collections', '/api/search', '/_next/static/x.js'])
      expect(pageCacheKey(request(url))).toBeUndefined()
    expect(pageCacheKey(request('/', {}, 'POST'))).toBeUndefined()
    expect(pageCacheKey(request('/', { cookie: 'a=b; gallery-preview=123.abc' }))).toBeUndefined()
    expect(pageCacheKey(request('/journal?preview=secret'))).toBeUndefined()
    expect(pageCacheKey(request('/', { cookie: 'payload-token=xyz' }))).toBeDefined()
  })
})
