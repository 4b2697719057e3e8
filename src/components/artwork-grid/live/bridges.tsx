'use client'

import { useLayoutEffect, useMemo } from 'react'
import { useInfiniteHits, useInstantSearch, useRange, useRefinementList, useSortBy } from 'react-instantsearch'
import {
  type FacetKey,
  INFINITE_HITS_PARAMS,
  RANGE_PARAMS,
  REFINEMENT_LIST_PARAMS,
} from '@/components/artwork-grid/artwork-grid-params'
import type { LivePart } from '@/components/artwork-grid/live-parts'
import { facetView, hitsView, priceView, sortView } from '@/components/artwork-grid/view-from-render-state'
import { SORT_OPTIONS } from '@/lib/catalog/sort-indexes'

// Each bridge holds one of the grid's InstantSearch hooks and reports what it renders to the grid, which
// draws it: the grid's elements stay the ones the server rendered, whether or not InstantSearch is loaded.

type Publish = (report: LivePart) => void

const SORT_PARAMS = { items: [...SORT_OPTIONS] }

export function SortBridge({ publish }: { publish: Publish }) {
  const { options, currentRefinement, refine } = useSortBy(SORT_PARAMS)
  useLayoutEffect(() => {
    publish({ part: 'sort', view: sortView({ options, currentRefinement }), refine })
  }, [publish, options, currentRefinement, refine])
  return null
}

export function FacetBridge({ facet, publish }: { facet: FacetKey; publish: Publish }) {
  const state = useRefinementList(REFINEMENT_LIST_PARAMS[facet])
  useLayoutEffect(() => {
    const { refine, searchForItems, toggleShowMore } = state
    publish({ part: 'facet', facet, view: facetView(state), refine, searchForItems, toggleShowMore })
  }, [publish, facet, state])
  return null
}

export function PriceBridge({ publish }: { publish: Publish }) {
  const { start, range } = useRange(RANGE_PARAMS)
  useLayoutEffect(() => {
    publish({ part: 'price', view: priceView({ start, range }) })
  }, [publish, start, range])
  return null
}

export function HitsBridge({ publish }: { publish: Publish }) {
  const { items, results, isFirstPage, isLastPage, showMore, showPrevious } = useInfiniteHits(INFINITE_HITS_PARAMS)
  const view = useMemo(
    () => hitsView({ items, results, isFirstPage, isLastPage }),
    [items, results, isFirstPage, isLastPage],
  )
  useLayoutEffect(() => {
    publish({ part: 'hits', view, showMore, showPrevious })
  }, [publish, view, showMore, showPrevious])
  return null
}

export function SearchBridge({ publish }: { publish: Publish }) {
  // Errors become the grid's error message rather than a thrown render.
  const { indexUiState, status, setIndexUiState, refresh } = useInstantSearch({ catchError: true })
  useLayoutEffect(() => {
    publish({ part: 'search', indexUiState, status, setIndexUiState, refresh })
  }, [publish, indexUiState, status, setIndexUiState, refresh])
  return null
}
