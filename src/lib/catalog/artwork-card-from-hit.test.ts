import { describe, expect, it, vi } from 'vitest'
import { log } from '@/lib/log'
import { artworkCardFromHit } from './artwork-card-from-hit'
import { cardState } from './price-label'

const hit = {
  objectID: '7',
  handle: 'blue-hour',
  title: 'Blue Hour',
  vendor: 'Ada Moss',
  product_type: 'Painting',
  product_image: '/media/blue.webp',
  named_tags: { algolia_availability: 'Available' },
  variants_inventory_count: 1,
  variants_min_price: 400,
  variants_max_price: 400,
  meta: {
    artwork: { data: '{"priceUponRequest":false}' },
    media: {
      productImages: JSON.stringify([
        { image: { url: '/media/blue.webp', altText: 'A blue field' } },
        { image: { url: '/media/blue-2.webp' } },
      ]),
    },
  },
}

describe('artworkCardFromHit', () => {
  it('takes the hover image from the second product image node', () => {
    const card = artworkCardFromHit(hit)
    expect(card?.hoverImage?.url).toBe('/media/blue-2.webp')
    expect(card?.image).toMatchObject({ url: '/media/blue.webp', alt: 'A blue field' })
  })

  it('reads priceUponRequest from the meta JSON and ignores malformed JSON', () => {
    const onRequest = artworkCardFromHit({ ...hit, meta: { artwork: { data: '{"priceUponRequest":true}' } } })
    expect(onRequest && cardState(onRequest).label).toBe('Price on Request')
    const malformed = artworkCardFromHit({
      ...hit,
      meta: { artwork: { data: '{not json' }, media: { productImages: '[1,' } },
    })
    expect(malformed && cardState(malformed).label).toBe('$400')
    expect(malformed?.hoverImage).toBeNull()
  })

  it('rejects a hit without a handle', () => {
    expect(artworkCardFromHit({ objectID: '1' })).toBeNull()
  })

  it('skips and logs a hit that breaks the record contract instead of showing an available work at $0', () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined)
    expect(artworkCardFromHit({ ...hit, named_tags: {} })).toBeNull()
    expect(artworkCardFromHit({ ...hit, variants_min_price: '400' })).toBeNull()
    expect(logged).toHaveBeenCalledTimes(2)
    expect(logged.mock.calls[0]?.[1]).toBe('artwork grid: malformed artwork hit skipped')
    logged.mockRestore()
  })
})
