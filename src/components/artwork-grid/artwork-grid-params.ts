import type { RefinementListConnectorParams } from 'instantsearch.js/es/connectors/refinement-list/connectRefinementList'
import { PRODUCTS_INDEX, SORT_OPTIONS } from '@/lib/catalog/sort-indexes'
import { AVAILABILITY, SIZE_BUCKETS } from '@/lib/catalog/taxonomy'

/**
 * Widget parameters of the artwork grid. The browser's hooks and the server's headless widgets are built
 * from these same objects, so the server computes exactly the requests the browser would send.
 */
export const GRID_INDEX = PRODUCTS_INDEX
const HITS_PER_PAGE = 12
/** How long a search may take before the grid (and the search page) says it is still searching. */
export const STALLED_SEARCH_DELAY = 200
export const INSTANTSEARCH_FUTURE = { preserveSharedStateOnUnmount: true }

export const FACET_ATTRIBUTES = {
  medium: 'product_type',
  artist: 'vendor',
  availability: 'named_tags.algolia_availability',
  orientation: 'named_tags.algolia_orientation',
  size: 'named_tags.algolia_size',
  readyForPickup: 'named_tags.algolia_at_the_loft',
} as const

export type FacetKey = keyof typeof FACET_ATTRIBUTES
export const FACET_KEYS: readonly FacetKey[] = [
  'medium',
  'artist',
  'availability',
  'orientation',
  'size',
  'readyForPickup',
]
export const FACET_ATTRIBUTE_NAMES: readonly string[] = Object.values(FACET_ATTRIBUTES)

const SIZE_ORDER: readonly string[] = SIZE_BUCKETS.map((bucket) => bucket.value)
const AVAILABILITY_ORDER: readonly string[] = AVAILABILITY
type FacetValue = { name: string }
const inOrder = (order: readonly string[]) => (a: FacetValue, b: FacetValue) =>
  order.indexOf(a.name) - order.indexOf(b.name)
// InstantSearch's default order puts ticked values first, so a value ticked from a facet search stays in the
// shown slice; the slice is then shown by count, so ticking never moves a value within its list (counts in a
// list do not change when one of its values is ticked: each list is disjunctive).
type ListItem = { label: string; count: number }
const byCount = <Item extends ListItem>(items: Item[]) =>
  [...items].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
const listParams = { limit: 10, showMore: true, showMoreLimit: 20 } as const

export const REFINEMENT_LIST_PARAMS: Record<FacetKey, RefinementListConnectorParams> = {
  medium: { attribute: FACET_ATTRIBUTES.medium, ...listParams, transformItems: byCount },
  artist: { attribute: FACET_ATTRIBUTES.artist, ...listParams, showMoreLimit: 200, transformItems: byCount },
  availability: { attribute: FACET_ATTRIBUTES.availability, ...listParams, sortBy: inOrder(AVAILABILITY_ORDER) },
  orientation: { attribute: FACET_ATTRIBUTES.orientation, ...listParams, sortBy: ['name:asc'] },
  size: { attribute: FACET_ATTRIBUTES.size, ...listParams, sortBy: inOrder(SIZE_ORDER) },
  readyForPickup: { attribute: FACET_ATTRIBUTES.readyForPickup, ...listParams, transformItems: byCount },
}

export const PRICE_ATTRIBUTE = 'variants_min_price'
// No min/max bounds: the connector would add them as refinements to every search (and chip). The
// available range comes from facets_stats; the price range (PRICE_RANGE, 0–50000) is enforced on typed and
// URL values.
export const RANGE_PARAMS = { attribute: PRICE_ATTRIBUTE } as const

export const SORT_INDEX_NAMES: readonly string[] = SORT_OPTIONS.map((item) => item.value)

/** What a page fixes about its grid: filters the visitor cannot remove, facets it hides, its presets. */
export type GridScope = {
  fixedFilters?: string
  hiddenFacets?: readonly FacetKey[]
  initialPrice?: { min?: number; max?: number }
  /** A sort index used when the URL names none (New Arrivals: newest first). */
  defaultSort?: string
  /** The words the grid searches for, fixed by the page (the search page's box). */
  query?: string
  /** Parameters of the page's own that the grid keeps in the URL when it writes its state there. */
  urlParams?: Readonly<Record<string, string>>
}

export const INFINITE_HITS_PARAMS = { escapeHTML: true } as const

export function configureParams(scope: GridScope) {
  return {
    hitsPerPage: HITS_PER_PAGE,
    // Cards show titles and names as they are, never highlighted: asking for none saves the engine the
    // matching and the answer most of its size.
    attributesToHighlight: [],
    ...(scope.fixedFilters ? { filters: scope.fixedFilters } : {}),
    ...(scope.query ? { query: scope.query } : {}),
  }
}

export function visibleFacets(scope: GridScope): readonly FacetKey[] {
  return FACET_KEYS.filter((key) => !scope.hiddenFacets?.includes(key))
}
