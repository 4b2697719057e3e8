import { describe, expect, it } from 'vitest'
import type { StorefrontProduct } from '../products'
import { mediumOfProductType, planProduct } from './plan-product'

const variant = (quantityAvailable: number | null, availableForSale = true) => ({
  node: {
    id: 'gid://shopify/ProductVariant/1',
    title: 'Original',
    availableForSale,
    quantityAvailable,
    priceV2: { amount: '950.50', currencyCode: 'USD' },
  },
})

const product = (overrides: Partial<StorefrontProduct> = {}): StorefrontProduct => ({
  id: 'gid://shopify/Product/1',
  handle: 'night-garden',
  title: 'Night Garden',
  vendor: 'Ada Berg',
  productType: 'Painting',
  description: '<b>bold</b> claim\n\nSecond paragraph',
  tags: [],
  publishedAt: '2025-03-01T10:00:00Z',
  images: { edges: [] },
  variants: { edges: [variant(2)] },
  ...overrides,
})

describe('a Shopify product planned as an artwork', () => {
  it('finds the medium by the shop’s product types, the catalog’s names, else mixed media', () => {
    expect(mediumOfProductType('Sculpture & Objects')).toBe('sculpture-objects')
    expect(mediumOfProductType('mixed-media')).toBe('mixed-media')
    expect(mediumOfProductType('Photograph')).toBe('photography')
    expect(mediumOfProductType('Collage')).toBe('mixed-media')
  })

  it('keeps the description as plain text paragraphs, never as HTML', () => {
    const { description } = planProduct(product()).fields
    expect(JSON.stringify(description)).toContain('"text":"<b>bold</b> claim"')
    expect(description?.root.children).toHaveLength(2)
  })

  it('never holds negative stock, and counts an untracked variant for sale as one', () => {
    const oversold = planProduct(product({ variants: { edges: [variant(-3)] } })).fields
    expect(oversold.variants[0]).toMatchObject({ price: 950.5 })
    expect(oversold.inventory).toBe(0)
    expect(oversold.availability).toBe('Sold Out')
    const untracked = planProduct(product({ variants: { edges: [variant(null)] } })).fields
    expect(untracked.inventory).toBe(1)
    expect(untracked.availability).toBe('Available')
  })

  it('sets Custom Commission from the product type and ready for pick-up only for works not sold out', () => {
    const commission = planProduct(product({ productType: 'Custom Commission', tags: ['algolia_at_the_loft:yes'] }))
    expect(commission.fields).toMatchObject({ customCommission: true, readyForPickup: true })
    const sold = planProduct(product({ tags: ['algolia_at_the_loft:yes', 'algolia_availability:Sold Out'] }))
    expect(sold.fields.readyForPickup).toBe(false)
  })
})
