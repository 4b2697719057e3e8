import { describe, expect, it } from 'vitest'
import { artworkRecord, type IndexedArtwork } from './artwork'

const work: IndexedArtwork = {
  id: 7,
  handle: 'harbour-at-dusk',
  title: 'Harbour at Dusk',
  images: [],
  availability: 'Available',
  customCommission: false,
  medium: 'painting',
  priceUponRequest: false,
  inventory: 1,
  artist: null,
  variants: [{ price: 1200 }],
  readyForPickup: false,
  orientation: 'Vertical',
  sizeBucket: 'Medium',
  featured: false,
  publishedAt: null,
  materials: null,
}

const facet = (changes: Partial<IndexedArtwork>) =>
  artworkRecord({ ...work, ...changes }).named_tags.algolia_availability

describe('artworkRecord availability facet', () => {
  it('is Sold Out once the work has no units left, as its card says Sold', () => {
    expect(facet({ inventory: 0 })).toBe('Sold Out')
    expect(artworkRecord({ ...work, inventory: 0 }).variants_inventory_count).toBe(0)
  })

  it('keeps the column otherwise, and On Hold wins over no stock as on the card', () => {
    expect(facet({})).toBe('Available')
    expect(facet({ availability: 'Sold Out' })).toBe('Sold Out')
    expect(facet({ availability: 'On Hold', inventory: 0 })).toBe('On Hold')
  })
})
