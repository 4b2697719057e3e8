import 'server-only'
import { liteClient } from 'algoliasearch/lite'
import { getCms } from '@/lib/cms/payload'
import { searchBackend } from '@/lib/gallery-search/backend/configured'
import { previewSearchEngine } from '@/lib/gallery-search/preview/preview-engine'
import { SEARCH_TAG, tagPage } from '@/lib/page-cache/tags'
import { canPreview } from '@/lib/preview'
import { inProcessRequester } from './in-process-requester'

/**
 * The browser's lite client, on the server: answered by the in-process engine, or hosted Algolia's. A preview
 * holder's page (never cached) is answered from the drafts engine, as their browser's searches are.
 */
export async function serverSearchClient() {
  tagPage(SEARCH_TAG)
  if (!(await canPreview())) return searchBackend().serverClient()
  return liteClient('local', 'public', {
    hosts: [{ url: 'in-process.invalid', accept: 'read', protocol: 'https' }],
    requester: inProcessRequester(async () => previewSearchEngine(await getCms())),
  })
}
