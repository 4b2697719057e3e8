import { describe, expect, it } from 'vitest'
import type { ArtworkCardData } from '@/lib/catalog/artwork-card'
import { visualArtworkData } from './artwork-data'

const card: ArtworkCardData = {
  id: '1',
  handle: 'tide',
  title: 'Tide',
  artistName: 'Ada Moss',
  image: null,
  hoverImage: null,
  availability: 'Available',
  inventoryCount: 1,
  productType: 'Painting',
  priceUponRequest: false,
  minPrice: 900,
  maxPrice: 900,
}
const artwork = { title: 'Tide', handle: 'tide', materials: 'Oil on linen', dimensions: { width: 20, height: 24 } }
const facts = { siteUrl: 'https://gallery.example', artwork, images: ['https://gallery.example/api/media/file/t.webp'] }

describe('visualArtworkData', () => {
  it('offers one price, in stock, and keeps absolute image addresses as they are', () => {
    const data = visualArtworkData({ ...facts, card })
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: 900, availability: 'https://schema.org/InStock' })
    expect(data.image).toEqual(['https://gallery.example/api/media/file/t.webp'])
  })

  it('offers a range for several editions, sold out or reserved as the card says', () => {
    expect(visualArtworkData({ ...facts, card: { ...card, maxPrice: 1400 } }).offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 900,
      highPrice: 1400,
    })
    expect(visualArtworkData({ ...facts, card: { ...card, inventoryCount: 0 } }).offers?.availability).toBe(
      'https://schema.org/SoldOut',
    )
    expect(visualArtworkData({ ...facts, card: { ...card, availability: 'On Hold' } }).offers?.availability).toBe(
      'https://schema.org/Reserved',
    )
  })

  it('makes no offer for a work priced on request', () => {
    expect(visualArtworkData({ ...facts, card: { ...card, priceUponRequest: true } }).offers).toBeUndefined()
  })
})
