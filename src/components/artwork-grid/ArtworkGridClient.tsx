'use client'

import type { InitialResults, UiState } from 'instantsearch.js'
import { useSearchParams } from 'next/navigation'
import { useState } from 'react'
import { InstantSearch, InstantSearchSSRProvider } from 'react-instantsearch'
import {
  GRID_INDEX,
  type GridScope,
  INSTANTSEARCH_FUTURE,
  STALLED_SEARCH_DELAY,
} from '@/components/artwork-grid/artwork-grid-params'
import { canonicalQuery } from '@/components/artwork-grid/routing/route-query'
import { browserSearchClient } from '@/components/artwork-grid/browser-search-client'
import { GridBody } from './GridBody'
import { useGridRouting } from './routing/useGridRouting'

type Props = {
  initialResults: InitialResults
  initialUiState: UiState
  /** The query string the server computed `initialResults` for. */
  serverQuery: string
  scope: GridScope
  shopUrl: string | undefined
  label: string
}

const SERVER_LOCATION = { host: 'localhost', protocol: 'http:' }

/** The grid's InstantSearch: hydrated from the server's results, then searching `/api/search`. */
export function ArtworkGridClient({ initialResults, initialUiState, serverQuery, scope, shopUrl, label }: Props) {
  const routing = useGridRouting(scope)
  const [searchClient] = useState(() =>
    browserSearchClient(typeof window === 'undefined' ? SERVER_LOCATION : window.location),
  )
  // Coming back to an address InstantSearch wrote itself, Next may re-show a page rendered for another
  // query: those results are not for this URL, so the grid searches instead of showing them.
  const query = useSearchParams().toString()
  const [resultsMatchUrl] = useState(() => canonicalQuery(query) === canonicalQuery(serverQuery))

  const grid = (
    <InstantSearch
      indexName={GRID_INDEX}
      searchClient={searchClient}
      routing={routing}
      stalledSearchDelay={STALLED_SEARCH_DELAY}
      initialUiState={initialUiState}
      future={INSTANTSEARCH_FUTURE}
    >
      <GridBody scope={scope} shopUrl={shopUrl} label={label} />
    </InstantSearch>
  )
  return resultsMatchUrl ? (
    <InstantSearchSSRProvider initialResults={initialResults}>{grid}</InstantSearchSSRProvider>
  ) : (
    grid
  )
}
