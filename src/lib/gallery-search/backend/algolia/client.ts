import 'server-only'
import { algoliasearch } from 'algoliasearch'
import { clientHosts } from '@/lib/search/hosted-search'
import type { AlgoliaConfig } from './config'

export type AlgoliaClient = ReturnType<typeof algoliasearch>

/** The official client with the admin key: writes records and settings. Server only. */
export function adminClient(config: AlgoliaConfig): AlgoliaClient {
  const hosts = clientHosts(config.hosts)
  return algoliasearch(config.appId, config.adminKey, hosts ? { hosts } : {})
}

/** The official client with the search-only key: what the server's readers query with. */
export function searchOnlyClient(config: AlgoliaConfig): AlgoliaClient {
  const hosts = clientHosts(config.hosts)
  return algoliasearch(config.appId, config.searchKey, hosts ? { hosts } : {})
}
