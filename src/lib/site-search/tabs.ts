/** The search page's tabs, in the order they are shown. */
export const SEARCH_TABS = ['artwork', 'artist', 'collection', 'journal', 'exhibition'] as const
export type SearchTab = (typeof SEARCH_TABS)[number]

export const TAB_LABELS: Record<SearchTab, string> = {
  artwork: 'Artwork',
  artist: 'Artist',
  collection: 'Collection',
  journal: 'Journal',
  exhibition: 'Exhibition',
}

/** Where the page goes when the chosen tab has nothing for the query. */
const FALLBACK_ORDER: readonly SearchTab[] = ['artwork', 'artist', 'exhibition', 'collection', 'journal']

export type TabCounts = Readonly<Record<SearchTab, number>>

/** The Artwork tab always shows; the others only when they found something. */
export function visibleTabs(counts: TabCounts): SearchTab[] {
  return SEARCH_TABS.filter((tab) => tab === 'artwork' || counts[tab] > 0)
}

/** The chosen tab while it has results, else the first of the fallback order that has any, else Artwork. */
export function shownTab(chosen: SearchTab, counts: TabCounts): SearchTab {
  if (counts[chosen] > 0) return chosen
  return FALLBACK_ORDER.find((tab) => counts[tab] > 0) ?? 'artwork'
}

export function totalResults(counts: TabCounts): number {
  return SEARCH_TABS.reduce((sum, tab) => sum + counts[tab], 0)
}

/** The results header and the tabs show for a query longer than 2 characters. */
export function showsResultsHeader(query: string): boolean {
  return query.length > 2
}

/** The no-results page shows for a query longer than 4 characters that found nothing anywhere. */
export function showsNoResults(query: string, counts: TabCounts): boolean {
  return query.length > 4 && totalResults(counts) === 0
}
