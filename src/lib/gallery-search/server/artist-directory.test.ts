import { beforeEach, describe, expect, it, vi } from 'vitest'
import { log } from '@/lib/log'
import { createEngine } from '@/lib/search'
import { readySearchEngine } from '@/lib/search/server/engine'
import { GALLERY_INDEXES, galleryIndexDefinitions } from '../indexes'
import type { ArtistRecord } from '../records'
import { artistDirectory } from './artist-directory'

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
      ?.replaceAll([artist('1', 'Bo', 'Zhang'), artist('2', 'Ada', 'Moss'), { objectID: '3', name: 'No Slug' }])
    vi.mocked(readySearchEngine).mockResolvedValue(engine)
    const directory = await artistDirectory({})
    expect(directory.ok && directory.artists.map((found) => found.name)).toEqual(['Ada Moss', 'Bo Zhang'])
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ objectID: '3' }),
      'artist directory: malformed artist hit skipped',
    )
  })
})
