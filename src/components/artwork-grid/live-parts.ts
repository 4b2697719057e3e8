import type { IndexUiState } from 'instantsearch.js'
import type { FacetKey } from './artwork-grid-params'
import type { FacetView, GridAction, GridStatus, GridView } from './grid-view'

type HitsPart = Pick<GridView, 'cards' | 'nbHits' | 'answered' | 'isFirstPage' | 'isLastPage'>

/** What one of the live InstantSearch's hooks reports: its share of the view and what it can do. */
export type LivePart =
  | { part: 'sort'; view: GridView['sort']; refine: (value: string) => void }
  | {
      part: 'facet'
      facet: FacetKey
      view: FacetView
      refine: (value: string) => void
      searchForItems: (query: string) => void
      toggleShowMore: () => void
    }
  | { part: 'price'; view: GridView['price'] }
  | { part: 'hits'; view: HitsPart; showMore: () => void; showPrevious: () => void }
  | {
      part: 'search'
      indexUiState: IndexUiState
      status: GridStatus
      setIndexUiState: (next: (state: IndexUiState) => IndexUiState) => void
      refresh: () => void
    }

type FacetPart = Extract<LivePart, { part: 'facet' }>

export type LiveParts = {
  /** Counts reports, so a view can be told from the one before it. */
  version: number
  sort?: Extract<LivePart, { part: 'sort' }>
  facets: Partial<Record<FacetKey, FacetPart>>
  price?: Extract<LivePart, { part: 'price' }>
  hits?: Extract<LivePart, { part: 'hits' }>
  search?: Extract<LivePart, { part: 'search' }>
}

export const NO_LIVE_PARTS: LiveParts = { version: 0, facets: {} }

export function withLivePart(parts: LiveParts, report: LivePart): LiveParts {
  const version = parts.version + 1
  if (report.part === 'facet') return { ...parts, version, facets: { ...parts.facets, [report.facet]: report } }
  return { ...parts, version, [report.part]: report }
}

export type LiveGrid = { view: GridView; run: (action: GridAction) => void }

/** The live grid once every hook has reported, or null before. */
export function liveGrid(parts: LiveParts, facets: readonly FacetKey[]): LiveGrid | null {
  const { sort, price, hits, search } = parts
  if (!sort || !price || !hits || !search || facets.some((key) => !parts.facets[key])) return null
  const facetViews: GridView['facets'] = {}
  for (const key of facets) facetViews[key] = parts.facets[key]?.view
  return {
    view: {
      ...hits.view,
      indexUiState: search.indexUiState,
      status: search.status,
      sort: sort.view,
      facets: facetViews,
      price: price.view,
    },
    run: (action) => {
      switch (action.kind) {
        case 'refine':
          return parts.facets[action.facet]?.refine(action.value)
        case 'searchFacet':
          return parts.facets[action.facet]?.searchForItems(action.query)
        case 'toggleShowMore':
          return parts.facets[action.facet]?.toggleShowMore()
        case 'sortBy':
          return sort.refine(action.value)
        case 'setIndexUiState':
          return search.setIndexUiState(action.next)
        case 'showMore':
          return hits.showMore()
        case 'showPrevious':
          return hits.showPrevious()
      }
    },
  }
}
