import 'server-only'
import { searchConnectSources } from '@/lib/search/hosted-search'
import type { PolicySources } from '@/lib/third-party/vendors'
import { algoliaConfig } from './algolia/config'

/** The page policy's sources plus, with hosted Algolia, its hosts: the browser's InstantSearch queries them. */
export function withSearchConnectSources(sources: PolicySources): PolicySources {
  const config = algoliaConfig()
  return config ? { ...sources, connect: [...sources.connect, ...searchConnectSources(config)] } : sources
}
