import { formatPrice } from './price-label'

/** Every artwork price the storefront filters on lies in this range, in whole US dollars. */
export const PRICE_RANGE = { min: 0, max: 50_000 } as const

/** A price filter: either bound may be open. */
export type PriceBounds = { min?: number; max?: number }

export type PricePreset = { id: string; label: string; min: number; max: number }

/** The price filter's presets, in the order they show. There is deliberately no $1500–2000 preset. */
export const PRICE_PRESETS: readonly PricePreset[] = [
  { id: 'under-350', label: 'Under $350', min: 0, max: 350 },
  { id: '350-800', label: '$350-800', min: 350, max: 800 },
  { id: '800-1500', label: '$800-1500', min: 800, max: 1500 },
  { id: 'above-2000', label: 'Above $2000', min: 2000, max: PRICE_RANGE.max },
]

/** A bound worth filtering on: a finite number strictly inside the range (its edges filter nothing). */
export function priceBoundInRange(raw: string | number | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  return Number.isFinite(value) && value > PRICE_RANGE.min && value < PRICE_RANGE.max ? value : undefined
}

/** A price pulled into the range: what the filter shows as the lowest and highest price available. */
export function clampToPriceRange(value: number): number {
  return Math.min(PRICE_RANGE.max, Math.max(PRICE_RANGE.min, value))
}

/** Bounds with the range's own edges dropped, so "Above $0" or "Under $50,000" never shows as a filter. */
export function normalizedBounds({ min, max }: PriceBounds): PriceBounds {
  return {
    min: min === undefined || min <= PRICE_RANGE.min ? undefined : min,
    max: max === undefined || max >= PRICE_RANGE.max ? undefined : max,
  }
}

/** The active-filter chip of a price bound: "Under $max" for a ceiling, "Above $min" for a floor. */
export function priceChipLabel(operator: string | undefined, value: number): string {
  return operator === '>=' ? `Above ${formatPrice(value)}` : `Under ${formatPrice(value)}`
}
