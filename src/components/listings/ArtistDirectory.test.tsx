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
      found: 1,
      page: 1,
      pages: 1,
      letterCounts: { L: 1 },
    }
    const html = renderToStaticMarkup(
      <ArtistDirectory directory={directory}>
        <ul data-cards />
      </ArtistDirectory>,
    )
    expect(html).toContain('1 artist<')
    expect(html).toContain('data-cards')
    expect(html).not.toContain('Artist pages')
  })

  it('counts every artist found and links the pages before and after, keeping the letter and the search', () => {
    const directory = { ok: true as const, artists: [], found: 23_268, page: 2, pages: 243, letterCounts: {} }
    const html = renderToStaticMarkup(<ArtistDirectory q="moss" letter="M" directory={directory} />)
    expect(html).toContain('23,268 artists')
    expect(html).toContain('aria-label="Artist pages"')
    expect(html).toContain('Page 2 of 243')
    expect(html).toContain('href="/artists?q=moss&amp;letter=M" rel="prev"')
    expect(html).toContain('href="/artists?q=moss&amp;letter=M&amp;page=3" rel="next"')
  })
})
