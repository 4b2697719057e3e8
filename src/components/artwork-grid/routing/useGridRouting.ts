'use client'

import type { IndexUiState } from 'instantsearch.js'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import type { GridScope } from '@/components/artwork-grid/artwork-grid-params'
import { GridRouter } from './grid-router'

/**
 * The grid's URL sync; none on the server, where the page already resolved the URL into state. With a start
 * state InstantSearch starts in it and writes it to the URL (see GridRouter).
 */
export function useGridRouting(scope: GridScope, startState: IndexUiState | null) {
  const pathname = usePathname()
  const query = useSearchParams().toString()
  const [router] = useState(() => new GridRouter(query, scope, startState))

  useEffect(() => router.markMounted(), [router])

  const route = `${pathname}?${query}`
  const previousRoute = useRef(route)
  useEffect(() => {
    if (previousRoute.current === route) return
    previousRoute.current = route
    router.urlChanged()
  }, [route, router])

  return typeof window === 'undefined' ? undefined : router.routing
}
