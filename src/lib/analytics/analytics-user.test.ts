import { describe, expect, it } from 'vitest'
import { analyticsUser, browserAnonymousId } from './analytics-user'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  }
}

describe('the analytics user', () => {
  it('is userId, anonymousId and traits, with the customer as userId when signed in', () => {
    expect(analyticsUser(42, 'anon-1')).toEqual({ userId: '42', anonymousId: 'anon-1', traits: { signedIn: true } })
    expect(analyticsUser(null, 'anon-1')).toEqual({ userId: null, anonymousId: 'anon-1', traits: { signedIn: false } })
  })

  it('keeps one anonymous id per browser', () => {
    const storage = memoryStorage()
    const first = browserAnonymousId(storage)
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(browserAnonymousId(storage)).toBe(first)
    expect(browserAnonymousId(memoryStorage())).not.toBe(first)
  })
})
