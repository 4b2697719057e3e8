import { describe, expect, it, vi } from 'vitest'
import { memoisedSitemapEntries } from './sitemap-memo'

const entries = (url: string) => [{ url }]

describe('memoisedSitemapEntries', () => {
  it('reads once per search index version, shares a read in flight, and reads again after a failure', async () => {
    vi.useFakeTimers()
    try {
      const read = vi.fn(() => Promise.resolve(entries('a')))
      const [first, second] = await Promise.all([memoisedSitemapEntries(1, read), memoisedSitemapEntries(1, read)])
      expect([first, second, read.mock.calls.length]).toEqual([entries('a'), entries('a'), 1])
      await memoisedSitemapEntries(2, read)
      expect(read).toHaveBeenCalledTimes(2)
      vi.advanceTimersByTime(10 * 60 * 1000)
      await memoisedSitemapEntries(2, read)
      expect(read).toHaveBeenCalledTimes(3)
      const failing = () => Promise.reject(new Error('database busy'))
      await expect(memoisedSitemapEntries(3, failing)).rejects.toThrow('database busy')
      expect(await memoisedSitemapEntries(3, read)).toEqual(entries('a'))
    } finally {
      vi.useRealTimers()
    }
  })
})
