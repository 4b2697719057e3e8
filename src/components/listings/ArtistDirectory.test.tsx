import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { ArtistDirectory } from './ArtistDirectory'

vi.mock('@/lib/gallery-search/server/artist-directory', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/gallery-search/server/artist-directory')>()),
  artistDirectory: vi.fn().mockResolvedValue({ ok: false }),
}))

describe('ArtistDirectory', () => {
  it('says the directory is unavailable when its search failed, instead of listing no artists', async () => {
    const html = renderToStaticMarkup(await ArtistDirectory({}))
    expect(html).toContain('role="alert"')
    expect(html).toContain('The artist directory is unavailable right now')
    expect(html).not.toContain('0 artists')
  })
})
