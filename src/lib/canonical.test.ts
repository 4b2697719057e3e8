import { describe, expect, it } from 'vitest'
import { canonicalUrl } from './canonical'

describe('canonicalUrl', () => {
  it('joins base and path and drops the query string', () => {
    expect(canonicalUrl('https://gallery.example/', '/artworks?page=2')).toBe('https://gallery.example/artworks')
    expect(canonicalUrl('https://gallery.example', '/')).toBe('https://gallery.example/')
    expect(canonicalUrl('https://gallery.example', '')).toBe('https://gallery.example/')
  })
})
