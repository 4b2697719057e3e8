import 'server-only'
import { searchBackend } from '@/lib/gallery-search/backend/configured'
import { SEARCH_TAG, tagPage } from '@/lib/page-cache/tags'

/** The browser's lite client, on the server: answered by the in-process engine, or hosted Algolia's. */
export function serverSearchClient() {
  tagPage(SEARCH_TAG)
  return searchBackend().serverClient()
}
