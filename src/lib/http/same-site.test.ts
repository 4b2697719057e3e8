import { describe, expect, it } from 'vitest'
import { isFromAnotherSite } from './same-site'

const SITE = 'https://gallery.example/'
const from = (origin?: string) => new Headers(origin === undefined ? {} : { origin })

describe('isFromAnotherSite', () => {
  it('lets the site’s own pages and requests from no page through', () => {
    expect(isFromAnotherSite(from('https://gallery.example'), SITE)).toBe(false)
    expect(isFromAnotherSite(from(), SITE)).toBe(false)
  })

  it('refuses another site, another scheme or port, and an opaque origin', () => {
    for (const origin of [
      'https://evil.example',
      'http://gallery.example',
      'https://gallery.example:8443',
      'https://gallery.example.evil.example',
      'null',
    ]) {
      expect(isFromAnotherSite(from(origin), SITE), origin).toBe(true)
    }
  })
})
