import 'server-only'
import type { z } from 'zod'
import { log } from '@/lib/log'
import { SEARCH_TAG, tagPage, TRANSIENT_TAG } from '@/lib/page-cache/tags'
import { hasMorePages, RESULTS_PER_PAGE, type SearchPageParams } from '@/lib/site-search/params'
import { SEARCH_TABS, type SearchTab, shownTab, type TabCounts } from '@/lib/site-search/tabs'
import { GALLERY_INDEXES } from '../indexes'
import { artistRecordSchema, collectionRecordSchema, exhibitionRecordSchema, journalRecordSchema } from '../records'
import { searchForPage } from '../preview/preview-search-api'
import type { BackendHit } from '../backend/search-backend'

const TAB_INDEXES: Record<SearchTab, string> = {
  artwork: GALLERY_INDEXES.artworks,
  artist: GALLERY_INDEXES.artists,
  collection: GALLERY_INDEXES.collections,
  journal: GALLERY_INDEXES.journal,
  exhibition: GALLERY_INDEXES.exhibitions,
}

const CONTENT_SCHEMAS = {
  artist: artistRecordSchema,
  collection: collectionRecordSchema,
  journal: journalRecordSchema,
  exhibition: exhibitionRecordSchema,
} as const

type ContentTab = keyof typeof CONTENT_SCHEMAS
/** The records one content tab lists, typed by the tab. */
export type ContentResults = {
  [Tab in ContentTab]: { tab: Tab; records: z.infer<(typeof CONTENT_SCHEMAS)[Tab]>[]; hasMore: boolean }
}[ContentTab]

export type SiteSearchResult =
  { ok: true; counts: TabCounts; tab: SearchTab; content: ContentResults | null } | { ok: false }

/** The hits that keep to their index's record; any other is logged and left out. */
function contentResults(tab: ContentTab, hits: readonly BackendHit[], hasMore: boolean): ContentResults {
  const schema = CONTENT_SCHEMAS[tab]
  const records = hits.flatMap((hit) => {
    const parsed = schema.safeParse(hit)
    if (parsed.success) return [parsed.data]
    log.error({ tab, objectID: hit.objectID, issues: parsed.error.issues }, 'site search: malformed hit skipped')
    return []
  })
  return { tab, records, hasMore } as ContentResults
}

/**
 * The search page's answer: how many each tab finds for the query, the tab to show (the chosen one, or
 * the fallback when it found nothing), and that tab's first `page` pages when it lists content. The
 * Artwork tab is the artwork grid, which searches for itself.
 */
export async function siteSearch({ query, tab, page }: SearchPageParams): Promise<SiteSearchResult> {
  tagPage(SEARCH_TAG)
  try {
    const tabCounts = await searchForPage(
      SEARCH_TABS.map((each) => ({ indexName: TAB_INDEXES[each], params: { query, hitsPerPage: 0 } })),
    )
    const counts = {} as Record<SearchTab, number>
    SEARCH_TABS.forEach((each, position) => (counts[each] = tabCounts[position]?.nbHits ?? 0))
    const shown = shownTab(tab, counts)
    if (shown === 'artwork') return { ok: true, counts, tab: shown, content: null }
    const hitsPerPage = RESULTS_PER_PAGE * page
    const [answer] = await searchForPage([{ indexName: TAB_INDEXES[shown], params: { query, hitsPerPage } }])
    if (!answer) throw new Error(`${shown}: no answer`)
    const content = contentResults(shown, answer.hits, hasMorePages(page, answer.nbHits))
    return { ok: true, counts, tab: shown, content }
  } catch (error) {
    log.error({ err: error, query, tab }, 'site search: search failed')
    tagPage(TRANSIENT_TAG)
    return { ok: false }
  }
}
