import { describe, expect, it, vi } from 'vitest'
import { log } from '@/lib/log'
import { recordChange } from './sync'

describe('recordChange', () => {
  it('changes nothing and logs when the document cannot be read', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined)
    const change = await recordChange(7, () => Promise.reject(new Error('database is locked')), {
      collection: 'artists',
    })
    expect(change).toBeNull()
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'artists', id: 7 }),
      'search sync: could not read the document; its record is unchanged',
    )
    logged.mockRestore()
  })

  it('removes the record when the document is no longer published, and saves a published one', async () => {
    expect(await recordChange(7, () => Promise.resolve(null), { collection: 'artists' })).toEqual({
      save: [],
      remove: ['7'],
    })
    const record = { objectID: '8', name: 'Bo Li', initial: 'L' }
    expect(await recordChange(8, () => Promise.resolve(record), { collection: 'artists' })).toEqual({
      save: [record],
      remove: [],
    })
  })
})
