import {
  AVAILABILITY,
  AVAILABILITY_LABELS,
  ORIENTATIONS,
  SIZE_BUCKETS,
  type Availability,
  type Orientation,
  type SizeBucket,
} from '@/lib/catalog/taxonomy'

/** What a product's `name:value` tags say, as the search index's named tags (`algolia_*` facets of an artwork record) hold it. */
type NamedTags = {
  availability?: Availability
  orientation?: Orientation
  size?: SizeBucket
  atTheLoft: boolean
}

const SIZES = SIZE_BUCKETS.map((bucket) => bucket.value)
/** The filter's labels too: a store may tag what the shop shows ("Sold") rather than the index value. */
const AVAILABILITY_WORDS = new Map<string, Availability>([
  ...AVAILABILITY.map((value) => [value.toLowerCase(), value] as const),
  ...AVAILABILITY.map((value) => [AVAILABILITY_LABELS[value].toLowerCase(), value] as const),
])
const NOT_AT_THE_LOFT = new Set(['false', 'no', '0', ''])

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.find((candidate) => candidate.toLowerCase() === value.toLowerCase())

/**
 * Shopify tags of the form `algolia_availability:On Hold` (the search index's named tags), with or without the
 * `algolia_` prefix and in any letter case. Unknown names and values are left out, never guessed.
 */
export function namedTags(tags: readonly string[]): NamedTags {
  const named: NamedTags = { atTheLoft: false }
  for (const tag of tags) {
    const colon = tag.indexOf(':')
    if (colon < 0) continue
    const name = tag
      .slice(0, colon)
      .trim()
      .toLowerCase()
      .replace(/^algolia_/, '')
    const value = tag.slice(colon + 1).trim()
    if (name === 'availability') named.availability = AVAILABILITY_WORDS.get(value.toLowerCase()) ?? named.availability
    else if (name === 'orientation') named.orientation = oneOf(ORIENTATIONS, value) ?? named.orientation
    else if (name === 'size') named.size = oneOf(SIZES, value) ?? named.size
    else if (name === 'at_the_loft') named.atTheLoft = !NOT_AT_THE_LOFT.has(value.toLowerCase())
  }
  return named
}
