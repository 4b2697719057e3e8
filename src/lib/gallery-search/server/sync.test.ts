import { describe, expect, it, vi } from 'vitest'
import { log } from '@/lib/log'
import { SearchIndex } from '@/lib/search'
import { GALLERY_INDEXES, galleryIndexDefinitions } from '../indexes'
import { syncRecord } from './sync'

const artistSettings = galleryIndexDefinitions().find((index) => index.name === GALLERY_INDEXES.artists)?.settings

function artistIndex() {
  if (!artistSettings) throw new Error('no artists index')
  const index = new SearchIndex(artistSettings)
  index.replaceAll([{ objectID: '7', name: 'Ada Moss', initial: 'M' }])
  return index
}

describe('syncRecord', () => {
  it('keeps the record and logs when the document cannot be read', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined)
    const index = artistIndex()
    await syncRecord(index, 7, () => Promise.reject(new Error('database is locked')), { collection: 'artists' })
    expect(index.get('7')).toMatchObject({ name: 'Ada Moss' })
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'artists', id: 7 }),
      'search sync: could not read the document; its record is unchanged',
    )
    logged.mockRestore()
  })

  it('removes the record when the document is no longer published, and upserts a published one', async () => {
    const index = artistIndex()
    await syncRecord(index, 7, () => Promise.resolve(null), { collection: 'artists' })
    expect(index.get('7')).toBeUndefined()
    await syncRecord(index, 8, () => Promise.resolve({ objectID: '8', name: 'Bo Li', initial: 'L' }), {
      collection: 'artists',
    })
    expect(index.get('8')).toMatchObject({ name: 'Bo Li' })
  })
})
