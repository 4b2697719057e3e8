import { AVAILABILITY_LABELS, type Availability, SIZE_BUCKETS, SIZE_NOTE } from '@/lib/catalog/taxonomy'
import {
  FACET_ATTRIBUTES,
  FACET_KEYS,
  type FacetKey,
  PRICE_ATTRIBUTE,
} from '@/components/artwork-grid/artwork-grid-params'
import { priceChipLabel } from '@/lib/catalog/price-range'

type FacetDisplay = { title: string; note?: string; searchable?: boolean; valueLabel?: (value: string) => string }

const isAvailability = (value: string): value is Availability => value in AVAILABILITY_LABELS

/** How each facet shows: the index keeps 'Sold Out' and 'Small'; visitors read 'Sold' and the bucket sizes. */
export const FACET_DISPLAY: Record<FacetKey, FacetDisplay> = {
  medium: { title: 'Medium' },
  artist: { title: 'Artist', searchable: true },
  availability: {
    title: 'Availability',
    valueLabel: (value) => (isAvailability(value) ? AVAILABILITY_LABELS[value] : value),
  },
  orientation: { title: 'Orientation' },
  size: {
    title: 'Size',
    note: SIZE_NOTE,
    valueLabel: (value) => SIZE_BUCKETS.find((bucket) => bucket.value === value)?.label ?? value,
  },
  readyForPickup: { title: 'Pick-up' },
}

export function facetValueLabel(facet: FacetKey, value: string): string {
  return FACET_DISPLAY[facet].valueLabel?.(value) ?? value
}

const keyOfAttribute = new Map<string, FacetKey>(FACET_KEYS.map((key) => [FACET_ATTRIBUTES[key], key]))

/** The label of an active-filter chip. */
export function refinementLabel(attribute: string, value: string | number, operator?: string): string {
  if (attribute === PRICE_ATTRIBUTE) return priceChipLabel(operator, Number(value))
  const facet = keyOfAttribute.get(attribute)
  return facet ? facetValueLabel(facet, String(value)) : String(value)
}
