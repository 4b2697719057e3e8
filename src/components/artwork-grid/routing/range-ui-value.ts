import { priceBoundInRange, type PriceBounds } from '@/lib/catalog/price-range'

// Kept apart from route-state.ts: the grid's first render needs these, not the URL parsing (and its zod).

/** `'min:max'` as the range connector keeps it; undefined when neither bound is usable. */
export function rangeUiValue({ min, max }: PriceBounds): string | undefined {
  if (min === undefined && max === undefined) return undefined
  if (min !== undefined && max !== undefined && min > max) return undefined
  return `${min ?? ''}:${max ?? ''}`
}

export function parseRangeUiValue(value: string | undefined): PriceBounds {
  const [min, max] = (value ?? '').split(':')
  return { min: priceBoundInRange(min), max: priceBoundInRange(max) }
}
