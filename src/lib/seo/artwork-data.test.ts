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
const artwork = {
  title: 'Tide',
  handle: 'tide',
  materials: 'Oil on linen',
  dimensions: { width: 24, height: 36 },
  variants: [{ title: 'Original', price: 900 }],
}
const facts = {
  siteUrl: 'https://gallery.example',
  artwork,
  artist: { slug: 'ada-moss', firstName: 'Ada', lastName: 'Moss' },
  images: ['https://gallery.example/api/media/file/t.webp'],
}
const editions = {
  ...artwork,
  variants: [
    { title: 'Unframed', price: 900 },
    { title: 'Framed', price: 1400 },
  ],
}

describe('visualArtworkData', () => {
  it('offers one price, in stock, and keeps absolute image addresses as they are', () => {
    const data = visualArtworkData({ ...facts, card })
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: 900, availability: 'https://schema.org/InStock' })
    expect(data.image).toEqual(['https://gallery.example/api/media/file/t.webp'])
  })

  it('offers a range over the options, every option sold out or reserved as the card says', () => {
    expect(visualArtworkData({ ...facts, artwork: editions, card: { ...card, maxPrice: 1400 } }).offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 900,
      highPrice: 1400,
      offerCount: 2,
      offers: [
        { '@type': 'Offer', name: 'Unframed', price: 900, availability: 'https://schema.org/InStock' },
        { '@type': 'Offer', name: 'Framed', price: 1400, availability: 'https://schema.org/InStock' },
      ],
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

  it('names the creator with a link to the artist page: a person, or a studio as an organization', () => {
    expect(visualArtworkData({ ...facts, card }).creator).toEqual({
      '@type': 'Person',
      name: 'Ada Moss',
      url: 'https://gallery.example/artists/ada-moss',
    })
    const studio = { ...facts.artist, studioName: 'Moss & Field' }
    expect(visualArtworkData({ ...facts, artist: studio, card }).creator).toMatchObject({
      '@type': 'Organization',
      name: 'Moss & Field',
    })
  })

  it('gives width and height in inches and centimetres, and depth only when there is one', () => {
    const data = visualArtworkData({ ...facts, card })
    expect(data.width).toEqual([
      { '@type': 'QuantitativeValue', value: 24, unitCode: 'INH', unitText: 'in' },
      { '@type': 'QuantitativeValue', value: 61, unitCode: 'CMT', unitText: 'cm' },
    ])
    expect(data.height?.[1]).toMatchObject({ value: 91.4, unitCode: 'CMT' })
    expect(data.depth).toBeUndefined()
    expect(data).toMatchObject({
      artform: 'Painting',
      artMedium: 'Oil on linen',
      url: 'https://gallery.example/products/tide',
    })
  })
})
