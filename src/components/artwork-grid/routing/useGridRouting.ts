'use client'

import type { IndexUiState } from 'instantsearch.js'
import { useEffect, useState } from 'react'
import type { GridScope } from '@/components/artwork-grid/artwork-grid-params'
import { GridRouter } from './grid-router'

/**
 * The grid's URL sync, in the browser only (the engine is never rendered on the server, where the page already
 * resolved the URL into state). With a start state InstantSearch starts in it and writes it to the URL (see
 * GridRouter). Every link is a full page load, so the address changes under the grid only by back and forward
 * (popstate, which InstantSearch's history router reads itself) and by the grid's own writes.
 */
export function useGridRouting(scope: GridScope, startState: IndexUiState | null) {
  const [router] = useState(() => new GridRouter(window.location.search, scope, startState))
  useEffect(() => router.markMounted(), [router])
  return router.routing
}
