import type { InfiniteHitsRenderState } from 'instantsearch.js/es/connectors/infinite-hits/connectInfiniteHits'
import type { RangeRenderState } from 'instantsearch.js/es/connectors/range/connectRange'
import type { RefinementListRenderState } from 'instantsearch.js/es/connectors/refinement-list/connectRefinementList'
import type { SortByRenderState } from 'instantsearch.js/es/connectors/sort-by/connectSortBy'
import type { FacetView, GridView } from './grid-view'
import { artworkCardFromHit } from '@/lib/catalog/artwork-card-from-hit'
import { normalizedBounds } from '@/lib/catalog/price-range'

// One mapping from the connectors' render state to what the grid shows, used by the server's headless widgets
// and by the browser's hooks: the first render and the live grid cannot disagree.

type FacetState = Pick<RefinementListRenderState, 'items' | 'isFromSearch' | 'canToggleShowMore' | 'isShowingMore'>

export function facetView({ items, isFromSearch, canToggleShowMore, isShowingMore }: FacetState): FacetView {
  return {
    items: items.map(({ value, count, isRefined }) => ({ value, count, isRefined })),
    isFromSearch,
    canToggleShowMore,
    isShowingMore,
  }
}

export function sortView({ options, currentRefinement }: Pick<SortByRenderState, 'options' | 'currentRefinement'>) {
  return { options: options.map(({ value, label }) => ({ value, label })), current: currentRefinement }
}

const finite = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? value : undefined)

export function priceView({ start, range }: Pick<RangeRenderState, 'start' | 'range'>): GridView['price'] {
  const statsMin = finite(range.min)
  const statsMax = finite(range.max)
  return {
    current: normalizedBounds({ min: finite(start[0]), max: finite(start[1]) }),
    ...(statsMin === undefined ? {} : { statsMin }),
    ...(statsMax === undefined ? {} : { statsMax }),
  }
}

type HitsState = Pick<InfiniteHitsRenderState, 'items' | 'isFirstPage' | 'isLastPage'> & {
  /** React InstantSearch marks its placeholder results (before any answer) as artificial. */
  results?: { nbHits: number; __isArtificial?: boolean } | null
}

export function hitsView({ items, results, isFirstPage, isLastPage }: HitsState) {
  return {
    cards: items.map(artworkCardFromHit).filter((card) => card !== null),
    nbHits: results?.nbHits ?? 0,
    answered: Boolean(results && !results.__isArtificial),
    isFirstPage,
    isLastPage,
  }
}
