import { z } from 'zod'

/**
 * What the browser needs to query hosted Algolia: the application, its search-only key and, in tests, the fake's
 * origins. Never the admin key. Sent to the browser in a meta tag of every page.
 */
export const hostedSearchSchema = z.object({
  appId: z.string().min(1),
  searchKey: z.string().min(1),
  /** Origins that replace Algolia's own hosts; empty: Algolia's default hosts. */
  hosts: z.array(z.url({ protocol: /^https?$/ })),
})

export type HostedSearch = z.infer<typeof hostedSearchSchema>

/** The name of the meta tag that carries it, as JSON. */
export const HOSTED_SEARCH_META = 'hosted-search'

type ClientHost = { url: string; port?: number; protocol: 'http' | 'https'; accept: 'readWrite' }

/** The origins as the algoliasearch client's hosts, or undefined to keep Algolia's. */
export function clientHosts(origins: readonly string[]): ClientHost[] | undefined {
  if (origins.length === 0) return undefined
  return origins.map((origin) => {
    const url = new URL(origin)
    const port = url.port === '' ? undefined : Number(url.port)
    return {
      url: url.hostname,
      ...(port ? { port } : {}),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      accept: 'readWrite',
    }
  })
}

/**
 * The origins a page's search calls go to, for its connect-src. Algolia's default hosts for an application are
 * `{app}-dsn.algolia.net` (reads) and `{app}-1…3.algolianet.com` (the fallbacks the client retries).
 */
export function searchConnectSources({ appId, hosts }: Pick<HostedSearch, 'appId' | 'hosts'>): string[] {
  if (hosts.length > 0) return hosts.map((origin) => new URL(origin).origin)
  const app = appId.toLowerCase()
  return [`https://${app}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`)]
}
