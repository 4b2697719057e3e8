import 'server-only'
import { liteClient } from 'algoliasearch/lite'
import { searchBackend } from '@/lib/gallery-search/backend/configured'
import { pageHoldsPreview, previewEngineOfCms } from '@/lib/gallery-search/preview/preview-search-api'
import { SEARCH_TAG, tagPage } from '@/lib/page-cache/tags'
import { inProcessRequester } from './in-process-requester'

/**
 * The browser's lite client, on the server: answered by the in-process engine, or hosted Algolia's. A preview
 * holder's page (never cached) is answered from the drafts engine, as their browser's searches are.
 */
export function serverSearchClient() {
  tagPage(SEARCH_TAG)
  if (!pageHoldsPreview()) return searchBackend().serverClient()
  return liteClient('local', 'public', {
    hosts: [{ url: 'in-process.invalid', accept: 'read', protocol: 'https' }],
    requester: inProcessRequester(previewEngineOfCms),
  })
}
