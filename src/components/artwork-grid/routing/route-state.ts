import type { IndexUiState, StateMapping, UiState } from 'instantsearch.js'
import { z } from 'zod'
import {
  FACET_ATTRIBUTE_NAMES,
  FACET_ATTRIBUTES,
  GRID_INDEX,
  PRICE_ATTRIBUTE,
  type GridScope,
  SORT_INDEX_NAMES,
} from '../artwork-grid-params'
import { priceBoundInRange } from '@/lib/catalog/price-range'
import { parseRangeUiValue, rangeUiValue } from './range-ui-value'

/** The grid's URL, as `qs` parses InstantSearch's default query string. Anything else is dropped. */
export type GridRoute = {
  refinementList?: Record<string, string[]>
  range?: Record<string, { min?: string; max?: string }>
  sortBy?: string
  page?: string
}

// `qs` gives `a[0]=x` as an array and `a=x` as a string; links in the wild use both.
const values = z
  .union([z.string(), z.array(z.string()), z.record(z.string(), z.string())])
  .transform((value) =>
    (typeof value === 'string' ? [value] : Object.values(value)).filter(
      (item) => item.length > 0 && item.length <= 200,
    ),
  )
const bound = z.union([z.string(), z.number()]).optional()
const routeSchema = z.looseObject({
  refinementList: z.record(z.string(), values.catch([])).optional().catch(undefined),
  range: z
    .record(z.string(), z.looseObject({ min: bound, max: bound }).catch({}))
    .optional()
    .catch(undefined),
  sortBy: z.string().optional().catch(undefined),
  page: z.union([z.string(), z.number()]).optional().catch(undefined),
})

/** A parsed query string before whitelisting, or the route the grid writes. */
export type RouteState = Record<string, unknown>

/** Whitelists a parsed URL into the grid's UI state: the page's facets, sort indexes and numeric ranges only. */
export function routeToIndexState(route: unknown, scope: GridScope = {}): IndexUiState {
  const parsed = routeSchema.safeParse(route)
  const data = parsed.success ? parsed.data : {}
  const state: IndexUiState = {}
  const hidden: readonly string[] = (scope.hiddenFacets ?? []).map((key) => FACET_ATTRIBUTES[key])
  const refinements = Object.entries(data.refinementList ?? {}).filter(
    ([attribute, list]) => FACET_ATTRIBUTE_NAMES.includes(attribute) && !hidden.includes(attribute) && list.length > 0,
  )
  if (refinements.length) state.refinementList = Object.fromEntries(refinements)
  const price = data.range?.[PRICE_ATTRIBUTE]
  const bounds = price
    ? { min: priceBoundInRange(price.min), max: priceBoundInRange(price.max) }
    : (scope.initialPrice ?? {})
  const range = rangeUiValue(bounds)
  if (range) state.range = { [PRICE_ATTRIBUTE]: range }
  const sort = data.sortBy && SORT_INDEX_NAMES.includes(data.sortBy) ? data.sortBy : scope.defaultSort
  if (sort && sort !== GRID_INDEX) state.sortBy = sort
  const page = Number(data.page)
  if (Number.isInteger(page) && page > 1 && page <= 100) state.page = page
  return state
}

export function indexStateToRoute(state: IndexUiState, scope: GridScope = {}): RouteState {
  const route: GridRoute & RouteState = { ...scope.urlParams }
  if (state.refinementList && Object.keys(state.refinementList).length) route.refinementList = state.refinementList
  const { min, max } = parseRangeUiValue(state.range?.[PRICE_ATTRIBUTE])
  if (min !== undefined || max !== undefined) {
    route.range = {
      [PRICE_ATTRIBUTE]: {
        ...(min !== undefined && { min: String(min) }),
        ...(max !== undefined && { max: String(max) }),
      },
    }
  }
  const sort = state.sortBy ?? GRID_INDEX
  if (sort !== (scope.defaultSort ?? GRID_INDEX)) route.sortBy = sort
  if (state.page && state.page > 1) route.page = String(state.page)
  return route
}

/** The routing state mapping: one grid per page, so the URL carries its state without an index key. */
export function gridStateMapping(scope: GridScope): StateMapping<UiState, RouteState> {
  return {
    stateToRoute: (uiState) => indexStateToRoute(uiState[GRID_INDEX] ?? {}, scope),
    routeToState: (route) => ({ [GRID_INDEX]: routeToIndexState(route, scope) }),
  }
}
