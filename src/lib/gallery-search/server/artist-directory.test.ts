import { beforeEach, describe, expect, it, vi } from 'vitest'
import { log } from '@/lib/log'
import { createEngine } from '@/lib/search'
import { readySearchEngine } from '@/lib/search/server/engine'
import { GALLERY_INDEXES, galleryIndexDefinitions } from '../indexes'
import { artistNameOrder } from '../mappers/content'
import type { ArtistRecord } from '../records'
import { artistDirectory, DIRECTORY_PAGE_SIZE } from './artist-directory'

vi.mock('@/lib/search/server/engine', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/search/server/engine')>()),
  readySearchEngine: vi.fn(),
}))

const artist = (id: string, firstName: string, lastName: string): ArtistRecord => ({
  objectID: id,
  slug: `${firstName}-${lastName}`.toLowerCase(),
  name: `${firstName} ${lastName}`,
  initial: lastName.charAt(0),
  studioName: null,
  firstName,
  lastName,
  location: null,
  image: null,
  published_at: 0,
  name_order: artistNameOrder({ studioName: null, firstName, lastName }),
})

const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined)
beforeEach(() => logged.mockClear())

describe('artistDirectory', () => {
  it('reports a failed search as an error, logged, not as an empty directory', async () => {
    vi.mocked(readySearchEngine).mockRejectedValue(new Error('engine unavailable'))
    await expect(artistDirectory({})).resolves.toEqual({ ok: false })
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ q: undefined }), 'artist directory: search failed')
  })

  it('lists artists by last name and skips, with a log line, a hit that breaks the artist record', async () => {
    const engine = createEngine(galleryIndexDefinitions())
    engine
      .index(GALLERY_INDEXES.artists)
      ?.replaceAll([
        artist('1', 'Bo', 'Zhang'),
        artist('2', 'Ada', 'Moss'),
        { objectID: '3', name: 'No Slug', name_order: 1 },
        artist('4', 'Cy', 'Mossberg'),
      ])
    vi.mocked(readySearchEngine).mockResolvedValue(engine)
    const directory = await artistDirectory({})
    expect(directory.ok && directory.artists.map((found) => found.name)).toEqual([
      'Ada Moss',
      'Cy Mossberg',
      'Bo Zhang',
    ])
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ objectID: '3' }),
      'artist directory: malformed artist hit skipped',
    )
  })

  it('pages through every artist of a large catalog from A to Z, a page at a time, and through a letter', async () => {
    const engine = createEngine(galleryIndexDefinitions())
    const lastNames = Array.from({ length: 250 }, (_, index) => `${String.fromCharCode(65 + (index % 26))}name${index}`)
    engine
      .index(GALLERY_INDEXES.artists)
      ?.replaceAll(lastNames.map((lastName, index) => artist(String(index + 1), 'Jo', lastName)))
    vi.mocked(readySearchEngine).mockResolvedValue(engine)
    const count = Math.ceil(250 / DIRECTORY_PAGE_SIZE)
    const pages = await Promise.all(Array.from({ length: count }, (_, at) => artistDirectory({ page: at + 1 })))
    const listed = pages.flatMap((page) => (page.ok ? page.artists.map((found) => found.lastName) : []))
    expect(pages.map((page) => page.ok && [page.found, page.page, page.pages, page.artists.length])).toEqual(
      pages.map((_, at) => [
        250,
        at + 1,
        count,
        at + 1 < count ? DIRECTORY_PAGE_SIZE : 250 - (count - 1) * DIRECTORY_PAGE_SIZE,
      ]),
    )
    expect(listed).toHaveLength(250)
    expect(listed.map((name) => name.charAt(0))).toEqual([...listed.map((name) => name.charAt(0))].sort())
    const letterB = await artistDirectory({ letter: 'B' })
    expect(letterB.ok && [letterB.found, letterB.letterCounts.B, letterB.letterCounts.A]).toEqual([10, 10, 10])
  })
})
