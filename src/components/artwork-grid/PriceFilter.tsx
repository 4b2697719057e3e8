'use client'

import {
  clampToPriceRange,
  normalizedBounds,
  PRICE_PRESETS,
  PRICE_RANGE,
  type PriceBounds,
} from '@/lib/catalog/price-range'
import { PRICE_ATTRIBUTE } from '@/components/artwork-grid/artwork-grid-params'
import { rangeUiValue } from '@/components/artwork-grid/routing/range-ui-value'
import { useGrid } from './grid-context'
import { presetMatches, presetVisible } from './price-rules'
import { PriceInputs } from './PriceInputs'

/**
 * Price: the presets (a second click clears) and min/max inputs. The price rules (price-rules.ts) are checked
 * here, so the range is written to the UI state directly rather than through the connector's `refine`,
 * which would also reject bounds outside the current results' prices.
 */
export function PriceFilter() {
  const { view, dispatch } = useGrid()
  const { current, statsMin, statsMax } = view.price
  const hasStats = statsMin !== undefined && statsMax !== undefined
  const available = {
    min: clampToPriceRange(statsMin ?? PRICE_RANGE.min),
    max: clampToPriceRange(statsMax ?? PRICE_RANGE.max),
  }
  const apply = (next: PriceBounds) => {
    const value = rangeUiValue(normalizedBounds(next)) ?? ''
    dispatch({
      kind: 'setIndexUiState',
      next: (state) => ({ ...state, range: { ...state.range, [PRICE_ATTRIBUTE]: value }, page: undefined }),
    })
  }

  return (
    <fieldset className="py-5" data-facet="price">
      <legend className="mb-3 text-sm font-semibold uppercase tracking-wider">Price</legend>
      <ul className="flex flex-wrap gap-2">
        {PRICE_PRESETS.map((preset) => {
          const active = presetMatches(preset, current)
          if (!presetVisible(preset, hasStats ? available : undefined, active)) return null
          return (
            <li key={preset.id}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => apply(active ? {} : preset)}
                className="rounded-full border border-line px-3 py-1 text-sm aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-white"
              >
                {preset.label}
              </button>
            </li>
          )
        })}
      </ul>
      <PriceInputs current={current} range={{ min: available.min, max: PRICE_RANGE.max }} apply={apply} />
    </fieldset>
  )
}
