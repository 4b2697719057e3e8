import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { markerCookie as MarkerCookieFn } from './marker-cookie'

let markerCookie: typeof MarkerCookieFn

beforeAll(async () => {
  vi.stubEnv('SITE_URL', 'https://gallery.example')
  ;({ markerCookie } = await import('./marker-cookie'))
})

const attributes = (setCookie: string) => setCookie.split('; ').map((part) => part.toLowerCase())

describe('a marker cookie', () => {
  it('is readable by the browser and lives as long as the cookie it marks, on every path', () => {
    const set = attributes(markerCookie('session', 2_592_000))
    expect(set[0]).toBe('gallery-signed-in=1')
    expect(set).toEqual(expect.arrayContaining(['path=/', 'samesite=lax', 'secure=true', 'max-age=2592000']))
    expect(set).not.toContain('httponly')
  })

  it('is removed with an empty value that has already expired', () => {
    const set = attributes(markerCookie('cart', undefined))
    expect(set[0]).toBe('gallery-has-cart=')
    expect(set.some((part) => part.startsWith('expires=thu, 01 jan 1970'))).toBe(true)
  })
})
