import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ArtistDirectory } from './ArtistDirectory'

describe('ArtistDirectory', () => {
  it('says the directory is unavailable when its search failed, instead of listing no artists', () => {
    const html = renderToStaticMarkup(<ArtistDirectory directory={{ ok: false }} />)
    expect(html).toContain('role="alert"')
    expect(html).toContain('The artist directory is unavailable right now')
    expect(html).not.toContain('0 artists')
  })

  it('counts the artists found and places their cards, drawn by the page', () => {
    const directory = {
      ok: true as const,
      artists: [{ objectID: '1', slug: 'ada', name: 'Ada Lee', lastName: 'Lee', location: null, image: null }],
      letterCounts: { L: 1 },
    }
    const html = renderToStaticMarkup(
      <ArtistDirectory directory={directory}>
        <ul data-cards />
      </ArtistDirectory>,
    )
    expect(html).toContain('1 artist<')
    expect(html).toContain('data-cards')
  })
})
