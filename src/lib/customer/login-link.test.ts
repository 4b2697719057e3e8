import { describe, expect, it } from 'vitest'
import { loginToSaveHref, pendingSaveFromParams } from './login-link'

describe('the login link of a save control', () => {
  it('carries the account page, the current path and what to save', () => {
    const href = loginToSaveHref({
      loginHref: '/account/login',
      accountHref: '/account',
      currentPath: '/artworks?page=2',
      pending: { kind: 'artwork', artworkId: 42 },
    })
    const url = new URL(href, 'http://gallery.test')
    expect(url.pathname).toBe('/account/login')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      return_url: '/account',
      redirect_after_login: '/artworks?page=2',
      save_artwork: 'true',
      artwork_id: '42',
    })
  })

  it('names the artist to follow, and reads back what it wrote', () => {
    const href = loginToSaveHref({
      loginHref: 'https://shop.example/account/login?locale=en',
      accountHref: 'https://shop.example/account',
      currentPath: '/artists/ada-lowe',
      pending: { kind: 'artist', slug: 'ada-lowe' },
    })
    const params = Object.fromEntries(new URL(href).searchParams)
    expect(params).toMatchObject({ locale: 'en', save_artist: 'true', artist_slug: 'ada-lowe' })
    expect(pendingSaveFromParams(params)).toEqual({ kind: 'artist', slug: 'ada-lowe' })
  })

  it('ignores parameters that do not name a well-formed save', () => {
    expect(pendingSaveFromParams({ save_artwork: 'true', artwork_id: '1; drop' })).toBeNull()
    expect(pendingSaveFromParams({ save_artist: 'true', artist_slug: '../admin' })).toBeNull()
    expect(pendingSaveFromParams({ artwork_id: '7' })).toBeNull()
    expect(pendingSaveFromParams({ save_artwork: ['true', 'false'], artwork_id: ['7'] })).toEqual({
      kind: 'artwork',
      artworkId: 7,
    })
  })
})
