import { formatPrice } from '@/lib/catalog/price-label'
import { PRICE_RANGE } from '@/lib/catalog/taxonomy'

export type PriceBounds = { min?: number; max?: number }
export type PricePreset = { id: string; label: string; min: number; max: number }

/** Spec §9. The gap between $1500 and $2000 is the spec's. */
export const PRICE_PRESETS: readonly PricePreset[] = [
  { id: 'under-350', label: 'Under $350', min: 0, max: 350 },
  { id: '350-800', label: '$350-800', min: 350, max: 800 },
  { id: '800-1500', label: '$800-1500', min: 800, max: 1500 },
  { id: 'above-2000', label: 'Above $2000', min: 2000, max: 50_000 },
]

export const PRICE_DEBOUNCE_MS = 500
export const MAX_REAPPLY_MS = 1000

/** A bound at the edge of the full range filters nothing, so it is dropped (no 'Above $0' chip). */
export function normalizedBounds({ min, max }: PriceBounds): PriceBounds {
  return {
    min: min === undefined || min <= PRICE_RANGE.min ? undefined : min,
    max: max === undefined || max >= PRICE_RANGE.max ? undefined : max,
  }
}

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

/** Spec §5: a min below the minimum resets to it; above the max, or not a number, it is ignored. */
export function typedMin(text: string, rangeMin: number, currentMax: number | undefined): TypedOutcome {
  if (text.trim() === '') return { kind: 'apply', value: undefined }
  const value = Number(text)
  if (Number.isNaN(value)) return { kind: 'ignore' }
  if (value < rangeMin) return { kind: 'apply', value: rangeMin }
  if (currentMax !== undefined && value > currentMax) return { kind: 'ignore' }
  return { kind: 'apply', value }
}

/** Spec §5: a max below the min, above the range max, or not a number is ignored. */
export function typedMax(text: string, rangeMax: number, currentMin: number | undefined): TypedOutcome {
  if (text.trim() === '') return { kind: 'apply', value: undefined }
  const value = Number(text)
  if (Number.isNaN(value) || value > rangeMax) return { kind: 'ignore' }
  if (currentMin !== undefined && value < currentMin) return { kind: 'ignore' }
  return { kind: 'apply', value }
}

/** Chip labels of spec §9. */
export function priceChipLabel(operator: string | undefined, value: number): string {
  return operator === '>=' ? `Above ${formatPrice(value)}` : `Under ${formatPrice(value)}`
}
