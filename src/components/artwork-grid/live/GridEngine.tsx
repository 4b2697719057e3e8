'use client'

import type { IndexUiState, InitialResults, UiState } from 'instantsearch.js'
import { useEffect, useState } from 'react'
import { Configure, InstantSearch, InstantSearchSSRProvider } from 'react-instantsearch'
import {
  configureParams,
  GRID_INDEX,
  type GridScope,
  INSTANTSEARCH_FUTURE,
  STALLED_SEARCH_DELAY,
  visibleFacets,
} from '@/components/artwork-grid/artwork-grid-params'
import { browserSearchClient } from '@/components/artwork-grid/browser-search-client'
import type { LivePart } from '@/components/artwork-grid/live-parts'
import { canonicalQuery } from '@/components/artwork-grid/routing/route-query'
import { useGridRouting } from '@/components/artwork-grid/routing/useGridRouting'
import { FacetBridge, HitsBridge, PriceBridge, SearchBridge, SortBridge } from './bridges'

export type GridEngineProps = {
  initialResults: InitialResults
  initialUiState: UiState
  /** The query string the server computed `initialResults` for. */
  serverQuery: string
  scope: GridScope
  /** What the visitor chose while this code loaded: InstantSearch starts there (and searches) if given. */
  startState: IndexUiState | null
  publish: (report: LivePart) => void
  /** Called once InstantSearch has mounted: started, its first search scheduled (see EngineMounted). */
  onMounted: () => void
}

/**
 * Rendered after InstantSearch, so its effect runs after all of InstantSearch's own (React runs a commit's
 * effects children first, siblings in order): by then InstantSearch has started and no longer skips the
 * searches its state changes schedule, which it does while it mounts on the server's results.
 */
function EngineMounted({ onMounted }: { onMounted: () => void }) {
  useEffect(() => {
    onMounted()
  }, [onMounted])
  return null
}

/**
 * The grid's InstantSearch, loaded when the visitor first filters, sorts or pages (or at once when the URL
 * is not the one the server rendered). It starts from the server's results, so it asks nothing until the
 * visitor does, then searches `/api/search`; it draws nothing itself, its bridges report to the grid.
 * When the visitor already chose filters, a sort or a price while it loaded, it starts in that state instead.
 */
export function GridEngine(props: GridEngineProps) {
  const { initialResults, serverQuery, scope, startState, publish, onMounted } = props
  const routing = useGridRouting(scope, startState)
  const [searchClient] = useState(() => browserSearchClient(window.location))
  const [initialUiState] = useState(() => (startState ? { [GRID_INDEX]: startState } : props.initialUiState))
  // Coming back to an address InstantSearch wrote itself, the browser may re-show a page rendered for another
  // query: those results are not for this URL, so the grid searches instead of showing them.
  const [serverResultsApply] = useState(
    () => !startState && canonicalQuery(window.location.search) === canonicalQuery(serverQuery),
  )

  // Widgets mount in the order the server's headless widgets are added (configure, sort, facets, price,
  // hits), so the browser's first requests equal the server's and hit the hydrated cache.
  const grid = (
    <InstantSearch
      indexName={GRID_INDEX}
      searchClient={searchClient}
      routing={routing}
      stalledSearchDelay={STALLED_SEARCH_DELAY}
      initialUiState={initialUiState}
      future={INSTANTSEARCH_FUTURE}
    >
      <Configure {...configureParams(scope)} />
      <SortBridge publish={publish} />
      {visibleFacets(scope).map((facet) => (
        <FacetBridge key={facet} facet={facet} publish={publish} />
      ))}
      <PriceBridge publish={publish} />
      <HitsBridge publish={publish} />
      <SearchBridge publish={publish} />
    </InstantSearch>
  )
  return (
    <>
      {serverResultsApply ? (
        <InstantSearchSSRProvider initialResults={initialResults}>{grid}</InstantSearchSSRProvider>
      ) : (
        grid
      )}
      <EngineMounted onMounted={onMounted} />
    </>
  )
}
