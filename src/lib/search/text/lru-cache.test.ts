import { describe, expect, it } from 'vitest'
import { LruCache } from './lru-cache'

describe('LruCache', () => {
  it('evicts the least recently used entry beyond its capacity', () => {
    const cache = new LruCache<string, number>(2)
    expect(cache.set('a', 1)).toBeUndefined()
    expect(cache.set('b', 2)).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.set('c', 3)).toBe(2)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
    expect(cache.size).toBe(2)
  })

  it('refreshes an entry that is set again', () => {
    const cache = new LruCache<string, number>(2)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('a', 10)
    cache.set('c', 3)
    expect(cache.get('a')).toBe(10)
    expect(cache.get('b')).toBeUndefined()
  })

  it('forgets everything on clear', () => {
    const cache = new LruCache<string, number>(4)
    cache.set('a', 1)
    cache.clear()
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })
})
