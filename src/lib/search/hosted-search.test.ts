import { describe, expect, it } from 'vitest'
import { clientHosts, searchConnectSources } from './hosted-search'

describe('hosted search', () => {
  it("lets the page connect to the application's Algolia hosts, the client's fallbacks included", () => {
    expect(searchConnectSources({ appId: 'ABC123', hosts: [] })).toEqual([
      'https://abc123-dsn.algolia.net',
      'https://abc123-1.algolianet.com',
      'https://abc123-2.algolianet.com',
      'https://abc123-3.algolianet.com',
    ])
  })

  it('replaces them with the configured origins, for the client and the policy alike', () => {
    const hosts = ['http://127.0.0.1:3301', 'https://search.example.org']
    expect(searchConnectSources({ appId: 'ABC123', hosts })).toEqual(hosts)
    expect(clientHosts(hosts)).toEqual([
      { url: '127.0.0.1', port: 3301, protocol: 'http', accept: 'readWrite' },
      { url: 'search.example.org', protocol: 'https', accept: 'readWrite' },
    ])
    expect(clientHosts([])).toBeUndefined()
  })
})
