import { describe, expect, it } from 'vitest'
import { artGalleryData, collectionPageData } from './structured-data'

const SITE = 'https://gallery.example'

describe('artGalleryData', () => {
  it('gives the address parts that are set and the profiles', () => {
    const data = artGalleryData(SITE, {
      name: 'The Loft',
      address: { street: '214 Mercer Street', locality: 'New York', region: '', postalCode: null, country: 'US' },
      profiles: ['https://www.instagram.com/the-loft'],
    })
    expect(data).toMatchObject({ '@type': 'ArtGallery', name: 'The Loft', url: `${SITE}/` })
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '214 Mercer Street',
      addressLocality: 'New York',
      addressRegion: undefined,
      postalCode: undefined,
      addressCountry: 'US',
    })
    expect(data.sameAs).toEqual(['https://www.instagram.com/the-loft'])
  })

  it('leaves out an empty address and no profiles', () => {
    const data = artGalleryData(SITE, { name: 'The Loft', address: { street: '' }, profiles: [] })
    expect(data.address).toBeUndefined()
    expect(data.sameAs).toBeUndefined()
  })
})

describe('collectionPageData', () => {
  it('lists the works by position with their addresses', () => {
    const data = collectionPageData(SITE, { slug: 'blue', title: 'Blue' }, [
      { handle: 'a', title: 'First' },
      { handle: 'b', title: 'Second' },
    ])
    expect(data.url).toBe(`${SITE}/collections/blue`)
    expect(data.mainEntity.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: `${SITE}/products/a`, name: 'First' },
      { '@type': 'ListItem', position: 2, url: `${SITE}/products/b`, name: 'Second' },
    ])
  })
})
