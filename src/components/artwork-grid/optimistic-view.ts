import type { IndexUiState } from 'instantsearch.js'
import { FACET_ATTRIBUTES, FACET_KEYS, GRID_INDEX, PRICE_ATTRIBUTE } from './artwork-grid-params'
import type { FacetView, GridAction, GridView } from './grid-view'
import { parseRangeUiValue } from './routing/range-ui-value'
import { normalizedBounds } from '@/lib/catalog/price-range'

function toggled(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value]
}

/** The view with the controls showing `indexUiState`; results, counts and hits stay as they were. */
function withUiState(view: GridView, indexUiState: IndexUiState): GridView {
  const facets: GridView['facets'] = {}
  for (const key of FACET_KEYS) {
    const facet: FacetView | undefined = view.facets[key]
    if (!facet) continue
    const refined = indexUiState.refinementList?.[FACET_ATTRIBUTES[key]] ?? []
    facets[key] = { ...facet, items: facet.items.map((item) => ({ ...item, isRefined: refined.includes(item.value) })) }
  }
  return {
    ...view,
    indexUiState,
    facets,
    sort: { ...view.sort, current: indexUiState.sortBy ?? GRID_INDEX },
    price: { ...view.price, current: normalizedBounds(parseRangeUiValue(indexUiState.range?.[PRICE_ATTRIBUTE])) },
  }
}

/**
 * The UI state after `action`, for the actions that only change the UI state (a tick, a sort, a price, a chip);
 * null for the actions only InstantSearch can answer (more results, a facet search, more facet values).
 */
export function uiStateAfter(state: IndexUiState, action: GridAction): IndexUiState | null {
  switch (action.kind) {
    case 'refine': {
      const attribute = FACET_ATTRIBUTES[action.facet]
      const values = toggled(state.refinementList?.[attribute] ?? [], action.value)
      return { ...state, refinementList: { ...state.refinementList, [attribute]: values }, page: undefined }
    }
    case 'sortBy':
      return { ...state, sortBy: action.value, page: undefined }
    case 'setIndexUiState':
      return action.next(state)
    default:
      return null
  }
}

/**
 * What the grid will show once InstantSearch has applied `action`, as far as the controls go: a ticked box
 * shows ticked, a chosen sort shows chosen, while the results wait for the search. Used while the grid's
 * search code is still loading, so a visitor's first click is never lost or undone.
 */
export function optimisticView(view: GridView, action: GridAction): GridView {
  const next = uiStateAfter(view.indexUiState, action)
  return next ? withUiState(view, next) : view
}
