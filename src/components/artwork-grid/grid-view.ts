import type { IndexUiState } from 'instantsearch.js'
import type { FacetKey } from '@/components/artwork-grid/artwork-grid-params'
import type { ArtworkCardData } from '@/lib/catalog/artwork-card'
import type { PriceBounds } from '@/lib/catalog/price-range'

export type FacetItem = { value: string; count: number; isRefined: boolean }

export type FacetView = {
  items: FacetItem[]
  isFromSearch: boolean
  canToggleShowMore: boolean
  isShowingMore: boolean
}

export type GridStatus = 'idle' | 'loading' | 'stalled' | 'error'

/**
 * Everything the grid shows, as plain data. The server computes it from its headless widgets for the first
 * render; the browser's InstantSearch, once loaded, computes it from the same connectors.
 */
export type GridView = {
  indexUiState: IndexUiState
  status: GridStatus
  /** False while InstantSearch holds placeholder results: nothing has been asked yet. */
  answered: boolean
  nbHits: number
  cards: ArtworkCardData[]
  isFirstPage: boolean
  isLastPage: boolean
  sort: { options: Array<{ value: string; label: string }>; current: string }
  facets: Partial<Record<FacetKey, FacetView>>
  /** The price refinement, and the lowest and highest price of the results (when known). */
  price: { current: PriceBounds; statsMin?: number; statsMax?: number }
}

/** What a visitor can do to the grid. */
export type GridAction =
  | { kind: 'refine'; facet: FacetKey; value: string }
  | { kind: 'searchFacet'; facet: FacetKey; query: string }
  | { kind: 'toggleShowMore'; facet: FacetKey }
  | { kind: 'sortBy'; value: string }
  | { kind: 'setIndexUiState'; next: (state: IndexUiState) => IndexUiState }
  | { kind: 'showMore' }
  | { kind: 'showPrevious' }
