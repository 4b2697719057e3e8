import { normalizedBounds, type PriceBounds, type PricePreset } from '@/lib/catalog/price-range'

export const PRICE_DEBOUNCE_MS = 500
export const MAX_REAPPLY_MS = 1000

export function presetMatches(preset: PricePreset, current: PriceBounds): boolean {
  const a = normalizedBounds(preset)
  const b = normalizedBounds(current)
  return a.min === b.min && a.max === b.max && (b.min !== undefined || b.max !== undefined)
}

/** Presets outside the prices of the current results are hidden; an active preset always shows. */
export function presetVisible(
  preset: PricePreset,
  available: { min: number; max: number } | undefined,
  active: boolean,
) {
  if (active || !available) return true
  return preset.min <= available.max && preset.max >= available.min
}

export type TypedOutcome = { kind: 'apply'; value: number | undefined } | { kind: 'ignore' }

/** A min below the minimum resets to it; above the max, or not a number, it is ignored. */
export function typedMin(text: string, rangeMin: number, currentMax: number | undefined): TypedOutcome {
  if (text.trim() === '') return { kind: 'apply', value: undefined }
  const value = Number(text)
  if (Number.isNaN(value)) return { kind: 'ignore' }
  if (value < rangeMin) return { kind: 'apply', value: rangeMin }
  if (currentMax !== undefined && value > currentMax) return { kind: 'ignore' }
  return { kind: 'apply', value }
}

/** A max below the min, above the range max, or not a number is ignored. */
export function typedMax(text: string, rangeMax: number, currentMin: number | undefined): TypedOutcome {
  if (text.trim() === '') return { kind: 'apply', value: undefined }
  const value = Number(text)
  if (Number.isNaN(value) || value > rangeMax) return { kind: 'ignore' }
  if (currentMin !== undefined && value < currentMin) return { kind: 'ignore' }
  return { kind: 'apply', value }
}
