import type { ArtworkHit } from '../types'

let nextId = 1

/** A small valid artwork hit; tests override only what they assert on. */
export function artwork(overrides: Partial<ArtworkHit> & { objectID?: string } = {}): ArtworkHit {
  const id = nextId++
  return {
    objectID: overrides.objectID ?? `a${id}`,
    id,
    handle: `artwork-${id}`,
    title: 'Untitled',
    vendor: 'Anonymous Artist',
    product_type: 'Painting',
    product_image: null,
    price: 500,
    named_tags: {
      algolia_availability: 'Available',
      algolia_orientation: 'Horizontal',
      algolia_size: 'Medium',
    },
    variants_inventory_count: 1,
    variants_min_price: overrides.price ?? 500,
    variants_max_price: overrides.price ?? 500,
    meta: {},
    featured: false,
    published_at: 1_700_000_000 + id,
    ...overrides,
  }
}
