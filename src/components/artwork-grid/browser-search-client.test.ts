import { describe, expect, it, vi } from 'vitest'
import { HOSTED_SEARCH_META } from '@/lib/search/hosted-search'
import { browserSearchClient, pageHostedSearch } from './browser-search-client'

/** A page whose head holds `content` in the hosted-search meta tag, or no such tag. */
function page(content?: string) {
  return {
    querySelector: (selector: string) =>
      content !== undefined && selector === `meta[name="${HOSTED_SEARCH_META}"]`
        ? { getAttribute: () => content }
        : null,
  }
}

const location = { host: 'gallery.example', protocol: 'https:' }

describe('browserSearchClient', () => {
  it("searches this site's /api/search when the page names no hosted search", () => {
    expect(pageHostedSearch(page())).toBeNull()
    expect(browserSearchClient(location, null).appId).toBe('local')
  })

  it("searches Algolia with the page's application and search-only key", () => {
    const hosted = { appId: 'ABC123', searchKey: 'search-only-key', hosts: [] }
    expect(pageHostedSearch(page(JSON.stringify(hosted)))).toEqual(hosted)
    const client = browserSearchClient(location, hosted)
    expect(client.appId).toBe('ABC123')
    expect(client.apiKey).toBe('search-only-key')
  })

  it('falls back to this site, saying why, when the tag is malformed', () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(pageHostedSearch(page('{"appId":'))).toBeNull()
    expect(pageHostedSearch(page('{"appId":"A"}'))).toBeNull()
    expect(reported).toHaveBeenCalledTimes(2)
    reported.mockRestore()
  })
})
