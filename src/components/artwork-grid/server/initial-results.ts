import 'server-only'
import type { InitialResults, UiState } from 'instantsearch.js'
import {
  connectConfigure,
  connectInfiniteHits,
  connectRange,
  connectRefinementList,
  connectSortBy,
} from 'instantsearch.js/es/connectors'
import InstantSearch from 'instantsearch.js/es/lib/InstantSearch'
import { getInitialResults, waitForResults } from 'instantsearch.js/es/lib/server'
import {
  configureParams,
  GRID_INDEX,
  type GridScope,
  INFINITE_HITS_PARAMS,
  INSTANTSEARCH_FUTURE,
  RANGE_PARAMS,
  REFINEMENT_LIST_PARAMS,
  visibleFacets,
} from '../artwork-grid-params'
import { SORT_OPTIONS } from '@/lib/catalog/sort-indexes'
import { routeToIndexState } from '../routing/route-state'
import { serverSearchClient } from './server-search-client'

const renderNothing = () => {}

/**
 * The grid's first results, computed on the server by a headless InstantSearch with the browser's widget
 * parameters and the in-process client: what `getServerState()` does, without rendering React twice.
 */
export async function gridInitialResults(initialUiState: UiState, scope: GridScope): Promise<InitialResults> {
  const search = new InstantSearch({
    indexName: GRID_INDEX,
    searchClient: serverSearchClient(),
    initialUiState,
    future: INSTANTSEARCH_FUTURE,
  })
  // Mirrors the browser, which starts with injected results and never schedules its own first search.
  search._initialResults = {}
  search.addWidgets([
    connectConfigure(renderNothing)({ searchParameters: configureParams(scope) }),
    connectSortBy(renderNothing)({ items: [...SORT_OPTIONS] }),
    ...visibleFacets(scope).map((key) => connectRefinementList(renderNothing)(REFINEMENT_LIST_PARAMS[key])),
    connectRange(renderNothing)(RANGE_PARAMS),
    connectInfiniteHits(renderNothing)(INFINITE_HITS_PARAMS),
  ])
  search.start()
  try {
    const requestParams = await waitForResults(search)
    return getInitialResults(search.mainIndex, requestParams)
  } finally {
    search.dispose()
  }
}

/** The grid's state for a parsed URL: whitelisted, with the page's preset. */
export function gridUiState(route: unknown, scope: GridScope): UiState {
  return { [GRID_INDEX]: routeToIndexState(route, scope) }
}
