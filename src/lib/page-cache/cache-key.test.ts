import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { pageCacheKey, withoutTrackingParams } from './cache-key'

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

  it('keys a page linked with tracking parameters as the page without them', () => {
    const page = pageCacheKey(request('/artworks?medium=painting'))
    for (const url of [
      '/artworks?medium=painting&utm_source=newsletter&utm_medium=email',
      '/artworks?mc_cid=7f3&medium=painting&mc_eid=a1b2c3',
      '/artworks?fbclid=IwAR0&medium=painting&gclid=Cj0',
    ])
      expect(pageCacheKey(request(url)), url).toBe(page)
    expect(pageCacheKey(request('/artworks?medium=painting&utm_source=a'))).not.toBe(
      pageCacheKey(request('/artworks?medium=sculpture&utm_source=a')),
    )
    expect(pageCacheKey(request('/journal?utm_campaign=spring&preview=secret'))).toBeUndefined()
  })
})

describe('withoutTrackingParams', () => {
  it('drops only the tracking parameters and keeps every other byte as it came', () => {
    expect(withoutTrackingParams('/?utm_source=newsletter')).toBe('/')
    expect(withoutTrackingParams('/search?query=blue%20sea&utm_term=x&page=2')).toBe('/search?query=blue%20sea&page=2')
    expect(withoutTrackingParams('/artworks?UTM_SOURCE=x&medium=painting')).toBe('/artworks?medium=painting')
    expect(withoutTrackingParams('/artworks?medium=painting')).toBe('/artworks?medium=painting')
    expect(withoutTrackingParams('/artworks')).toBe('/artworks')
  })

  it('keeps parameters that only look alike', () => {
    expect(withoutTrackingParams('/artworks?utm=1&gclid_x=2&my_fbclid=3')).toBe('/artworks?utm=1&gclid_x=2&my_fbclid=3')
    expect(withoutTrackingParams('/artworks?utm%5Fsource=x')).toBe('/artworks?utm%5Fsource=x')
  })
})
