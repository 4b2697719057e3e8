import 'server-only'
import { algoliaBackend } from './algolia/backend'
import { algoliaConfig } from './algolia/config'
import { inProcessBackend } from './in-process'
import type { SearchBackend } from './search-backend'

// On globalThis, as the engine: the hooks, the pages and the start-up are bundled apart.
const holder = globalThis as typeof globalThis & { __searchBackend?: SearchBackend }

/** The search backend the environment chooses: hosted Algolia when its three variables are set. */
export function searchBackend(): SearchBackend {
  if (holder.__searchBackend) return holder.__searchBackend
  const config = algoliaConfig()
  holder.__searchBackend = config ? algoliaBackend(config) : inProcessBackend
  return holder.__searchBackend
}
