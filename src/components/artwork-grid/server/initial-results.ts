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
  type FacetKey,
  GRID_INDEX,
  type GridScope,
  INFINITE_HITS_PARAMS,
  INSTANTSEARCH_FUTURE,
  RANGE_PARAMS,
  REFINEMENT_LIST_PARAMS,
  visibleFacets,
} from '../artwork-grid-params'
import type { GridView } from '../grid-view'
import { facetView, hitsView, priceView, sortView } from '../view-from-render-state'
import { SORT_OPTIONS } from '@/lib/catalog/sort-indexes'
import { nestedQuery } from '../routing/route-query'
import { routeToIndexState } from '../routing/route-state'
import { serverSearchClient } from './server-search-client'

type Rendered = Omit<GridView, 'indexUiState' | 'status'>

/** The widgets' render state, kept as each renders; complete once the hits render with results. */
function renderedView() {
  let resolveAnswered: () => void = () => {}
  const answered = new Promise<void>((resolve) => {
    resolveAnswered = resolve
  })
  const view: Partial<Rendered> & { facets: Partial<Record<FacetKey, GridView['facets'][FacetKey]>> } = { facets: {} }
  return {
    answered,
    view,
    sort: connectSortBy((state) => {
      view.sort = sortView(state)
    }),
    facet: (key: FacetKey) =>
      connectRefinementList((state) => {
        view.facets[key] = facetView(state)
      }),
    price: connectRange((state) => {
      view.price = priceView(state)
    }),
    hits: connectInfiniteHits((state) => {
      Object.assign(view, hitsView(state))
      if (state.results) resolveAnswered()
    }),
  }
}

/**
 * The grid's first results, computed on the server by a headless InstantSearch with the browser's widget
 * parameters and the in-process client: what `getServerState()` does, without rendering React twice. Besides
 * the results the browser's InstantSearch hydrates from, it returns what the widgets rendered from them,
 * which is all the browser shows until the visitor filters, sorts or pages.
 */
export async function gridInitialResults(
  initialUiState: UiState,
  scope: GridScope,
): Promise<{ initialResults: InitialResults; view: GridView }> {
  const search = new InstantSearch({
    indexName: GRID_INDEX,
    searchClient: serverSearchClient(),
    initialUiState,
    future: INSTANTSEARCH_FUTURE,
  })
  // Mirrors the browser, which starts with injected results and never schedules its own first search.
  search._initialResults = {}
  const rendered = renderedView()
  search.addWidgets([
    connectConfigure(() => {})({ searchParameters: configureParams(scope) }),
    rendered.sort({ items: [...SORT_OPTIONS] }),
    ...visibleFacets(scope).map((key) => rendered.facet(key)(REFINEMENT_LIST_PARAMS[key])),
    rendered.price(RANGE_PARAMS),
    rendered.hits(INFINITE_HITS_PARAMS),
  ])
  search.start()
  try {
    const requestParams = await waitForResults(search)
    // The widgets render right after the results arrive, in the next microtask.
    await rendered.answered
    const { sort, price, cards, nbHits, answered, isFirstPage, isLastPage } = rendered.view
    if (!sort || !price || !cards || nbHits === undefined)
      throw new Error('artwork grid: the headless widgets rendered no results')
    return {
      initialResults: getInitialResults(search.mainIndex, requestParams),
      view: {
        indexUiState: initialUiState[GRID_INDEX] ?? {},
        status: 'idle',
        answered: answered ?? true,
        nbHits,
        cards,
        isFirstPage: isFirstPage ?? true,
        isLastPage: isLastPage ?? true,
        sort,
        facets: rendered.view.facets,
        price,
      },
    }
  } finally {
    search.dispose()
  }
}

/** The grid's state for a parsed URL: whitelisted, with the page's preset. */
export function gridUiState(route: unknown, scope: GridScope): UiState {
  return { [GRID_INDEX]: routeToIndexState(route, scope) }
}

/** Everything the grid's island starts from: plain data, serialisable into the page. */
export type ArtworkGridData = {
  initialResults: InitialResults
  initialUiState: UiState
  initialView: GridView
  /** The query string the results were computed for. */
  serverQuery: string
  scope: GridScope
}

/** The grid's first results for a page's query string (as `URLSearchParams` writes it) and scope. */
export async function artworkGridData(query: string, scope: GridScope = {}): Promise<ArtworkGridData> {
  const serverQuery = new URLSearchParams(query).toString()
  const initialUiState = gridUiState(nestedQuery(serverQuery), scope)
  const { initialResults, view } = await gridInitialResults(initialUiState, scope)
  return { initialResults, initialUiState, initialView: view, serverQuery, scope }
}
