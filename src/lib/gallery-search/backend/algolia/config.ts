import 'server-only'
import { env } from '@/lib/env'
import type { HostedSearch } from '@/lib/search/hosted-search'

export type AlgoliaConfig = HostedSearch & { adminKey: string }

/** Hosted Algolia's settings when all three variables are set (env checks they come together), else null. */
export function algoliaConfig(): AlgoliaConfig | null {
  const { ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY, ALGOLIA_ADMIN_KEY, ALGOLIA_HOSTS } = env()
  if (!ALGOLIA_APP_ID || !ALGOLIA_SEARCH_KEY || !ALGOLIA_ADMIN_KEY) return null
  return {
    appId: ALGOLIA_APP_ID,
    searchKey: ALGOLIA_SEARCH_KEY,
    adminKey: ALGOLIA_ADMIN_KEY,
    hosts: ALGOLIA_HOSTS ?? [],
  }
}

/** What the browser may know of it: everything but the admin key. */
export function publicHostedSearch(): HostedSearch | null {
  const config = algoliaConfig()
  return config && { appId: config.appId, searchKey: config.searchKey, hosts: config.hosts }
}
