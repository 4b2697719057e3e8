import { describe, expect, it } from 'vitest'
import { shopLinks } from './links'

describe('shopLinks', () => {
  it('points at the embedded shop by default', () => {
    const links = shopLinks()
    expect(links.product('blue-hour')).toBe('/products/blue-hour')
    expect(links.cart).toBe('/cart')
    expect(links.login).toBe('/account/login')
  })

  it('points at an external shop when configured', () => {
    const links = shopLinks('https://shop.example.com/')
    expect(links.product('a b')).toBe('https://shop.example.com/products/a%20b')
    expect(links.giftCard).toBe('https://shop.example.com/products/gift-card')
  })
})
