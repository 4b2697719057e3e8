import type { GridScope } from '@/components/artwork-grid/artwork-grid-params'
import { type QueryRecord, queryStringOf } from '@/components/artwork-grid/routing/route-query'
import { artworkGridData } from '@/components/artwork-grid/server/initial-results'
import { supportEmail } from '@/lib/cms/support-email'
import { siteSearch } from '@/lib/gallery-search/server/site-search'
import { searchPageParams } from '@/lib/site-search/params'
import { showsNoResults } from '@/lib/site-search/tabs'

/**
 * Everything the search page shows for its URL (decision 0026): each tab's count and the shown tab, that
 * tab's records, or on the Artwork tab the artwork grid's first results (scoped with the query), and the
 * support address when nothing was found.
 */
async function searchPage(record: QueryRecord) {
  const params = searchPageParams(record)
  const { query } = params
  const result = await siteSearch(params)
  if (!result.ok) return { params, result, supportEmail: null, grid: null }
  if (showsNoResults(query, result.counts)) return { params, result, supportEmail: await supportEmail(), grid: null }
  const scope: GridScope = { query, urlParams: query ? { query } : {} }
  const grid = result.content ? null : await artworkGridData(queryStringOf(record), scope)
  return { params, result, supportEmail: null, grid }
}

/** What the search page reads. */
export const searchReads = { searchPage }
