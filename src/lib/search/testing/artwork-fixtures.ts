/**
 * An artwork record as a Shopify catalog's Algolia index holds it. The gallery's own contract
 * is checked to accept every fixture, so the two cannot drift apart.
 */
export type ArtworkFixture = {
  objectID: string
  id: number
  handle: string
  title: string
  vendor: string
  product_type: string
  product_image: string | null
  price: number
  named_tags: {
    algolia_availability: 'Available' | 'On Hold' | 'Sold Out'
    algolia_at_the_loft?: 'Ready for Pick-up'
    algolia_orientation: 'Horizontal' | 'Square' | 'Vertical'
    algolia_size: 'Small' | 'Medium' | 'Large' | 'Extra-Large'
  }
  variants_inventory_count: number
  variants_min_price: number
  variants_max_price: number
  meta: { artwork?: { data: string }; media?: { productImages: string } }
  featured: boolean
  published_at: number
  body_html_safe?: string
  tags?: string[]
}

let nextId = 1

/** A small valid artwork hit; tests override only what they assert on. */
export function artwork(overrides: Partial<ArtworkFixture> & { objectID?: string } = {}): ArtworkFixture {
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
