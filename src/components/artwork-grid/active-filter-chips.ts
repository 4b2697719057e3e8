import type { IndexUiState } from 'instantsearch.js'
import { PRICE_ATTRIBUTE } from '@/components/artwork-grid/artwork-grid-params'
import { parseRangeUiValue, rangeUiValue } from '@/components/artwork-grid/routing/range-ui-value'
import { refinementLabel } from './facet-labels'

export type Chip = { key: string; label: string; without: (state: IndexUiState) => IndexUiState }

function withoutValue(state: IndexUiState, attribute: string, value: string): IndexUiState {
  const lists = {
    ...state.refinementList,
    [attribute]: (state.refinementList?.[attribute] ?? []).filter((item) => item !== value),
  }
  return { ...state, refinementList: lists, page: undefined }
}

function withoutBound(state: IndexUiState, bound: 'min' | 'max'): IndexUiState {
  const range = { ...parseRangeUiValue(state.range?.[PRICE_ATTRIBUTE]), [bound]: undefined }
  return { ...state, range: { ...state.range, [PRICE_ATTRIBUTE]: rangeUiValue(range) ?? '' }, page: undefined }
}

/**
 * Chips come from the UI state rather than from the refinements of mounted widgets: the bar renders
 * before the facets register, and must show the URL's filters in the server HTML too.
 */
export function activeFilterChips(state: IndexUiState): Chip[] {
  const chips: Chip[] = Object.entries(state.refinementList ?? {}).flatMap(([attribute, values]) =>
    values.map((value) => ({
      key: `${attribute}:${value}`,
      label: refinementLabel(attribute, value),
      without: (s: IndexUiState) => withoutValue(s, attribute, value),
    })),
  )
  const { min, max } = parseRangeUiValue(state.range?.[PRICE_ATTRIBUTE])
  if (min !== undefined && min > 0)
    chips.push({
      key: 'price:min',
      label: refinementLabel(PRICE_ATTRIBUTE, min, '>='),
      without: (s) => withoutBound(s, 'min'),
    })
  if (max !== undefined)
    chips.push({
      key: 'price:max',
      label: refinementLabel(PRICE_ATTRIBUTE, max, '<='),
      without: (s) => withoutBound(s, 'max'),
    })
  return chips
}

export function withoutAnyFilter(state: IndexUiState): IndexUiState {
  return { ...state, refinementList: {}, range: {}, page: undefined }
}
