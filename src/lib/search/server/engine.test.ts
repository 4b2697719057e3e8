import { describe, expect, it, vi } from 'vitest'
import { log } from '@/lib/log'
import { holdSearchEngine, readySearchEngine, searchIndexBuilding } from './engine'

describe('searchIndexBuilding', () => {
  it('logs a failed build, and readers still get the engine', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined)
    const engine = holdSearchEngine([])
    const failure = new Error('database is gone')
    searchIndexBuilding(Promise.reject(failure))
    await expect(readySearchEngine()).resolves.toBe(engine)
    expect(logged).toHaveBeenCalledWith({ err: failure }, expect.stringContaining('search index build failed'))
    logged.mockRestore()
  })
})
