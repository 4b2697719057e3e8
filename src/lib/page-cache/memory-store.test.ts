import { describe, expect, it } from 'vitest'
import { MemoryPageStore } from './memory-store'
import type { CachedPage } from './store'

const page = (text: string): CachedPage => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  body: Buffer.from(text),
})

function storeAt(clock: { now: number }, options: Partial<{ maxBytes: number; ttlMs: number; settleMs: number }> = {}) {
  return new MemoryPageStore({ maxBytes: 1_000_000, ttlMs: 60_000, settleMs: 1_000, now: () => clock.now, ...options })
}

describe('MemoryPageStore', () => {
  it('keeps a page and drops it when one of its tags is invalidated, and only those', () => {
    const clock = { now: 10_000 }
    const store = storeAt(clock)
    store.put('/artists/a', page('a'), new Set(['doc:artists:1', 'settings']), clock.now)
    store.put('/artists/b', page('b'), new Set(['doc:artists:2', 'settings']), clock.now)
    expect(store.get('/artists/a')?.body.toString()).toBe('a')
    store.invalidate(['doc:artists:1'])
    expect(store.get('/artists/a')).toBeUndefined()
    expect(store.get('/artists/b')?.body.toString()).toBe('b')
    store.invalidate(['settings'])
    expect(store.get('/artists/b')).toBeUndefined()
  })

  it('refuses a page whose render began before, or within the settle time after, an invalidation of its tags', () => {
    const clock = { now: 10_000 }
    const store = storeAt(clock)
    const renderStartedAt = clock.now
    clock.now += 100
    store.invalidate(['doc:journal:7'])
    clock.now += 100
    store.put('/journal/x', page('old'), new Set(['doc:journal:7']), renderStartedAt)
    expect(store.get('/journal/x')).toBeUndefined()
    store.put('/journal/x', page('racing the commit'), new Set(['doc:journal:7']), clock.now)
    expect(store.get('/journal/x')).toBeUndefined()
    clock.now += 1_500
    store.put('/journal/x', page('new'), new Set(['doc:journal:7']), clock.now)
    expect(store.get('/journal/x')?.body.toString()).toBe('new')
  })

  it('forgets pages after their time to live and past its size budget', () => {
    const clock = { now: 10_000 }
    const store = storeAt(clock, { ttlMs: 5_000, maxBytes: 2_000 })
    store.put('/old', page('x'.repeat(500)), new Set(['settings']), clock.now)
    clock.now += 6_000
    expect(store.get('/old')).toBeUndefined()
    store.put('/one', page('x'.repeat(800)), new Set(['settings']), clock.now)
    store.put('/two', page('x'.repeat(800)), new Set(['settings']), clock.now)
    expect(store.get('/one')).toBeUndefined()
    expect(store.get('/two')).toBeDefined()
    store.put('/huge', page('x'.repeat(5_000)), new Set(['settings']), clock.now)
    expect(store.get('/huge')).toBeUndefined()
  })
})
