import { describe, expect, it } from 'vitest'
import { AnswerCache } from './answer-cache'

const answer = (body: string) => ({ body, requests: 1 })

describe('AnswerCache', () => {
  it('answers a repeated request until the engine version changes', () => {
    const cache = new AnswerCache({ entries: 10, characters: 1000 })
    cache.set('a', 1, answer('answer a'))
    expect(cache.get('a', 1)).toEqual(answer('answer a'))
    expect(cache.get('a', 2)).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('drops the least recently used answer past its entry limit', () => {
    const cache = new AnswerCache({ entries: 2, characters: 1000 })
    cache.set('a', 1, answer('A'))
    cache.set('b', 1, answer('B'))
    cache.get('a', 1)
    cache.set('c', 1, answer('C'))
    expect(cache.get('b', 1)).toBeUndefined()
    expect(cache.get('a', 1)).toEqual(answer('A'))
    expect(cache.get('c', 1)).toEqual(answer('C'))
  })

  it('keeps keys and answers under the character limit and skips an entry larger than it', () => {
    const cache = new AnswerCache({ entries: 10, characters: 11 })
    cache.set('a', 1, answer('12345'))
    cache.set('b', 1, answer('12345'))
    expect(cache.get('a', 1)).toBeUndefined()
    expect(cache.get('b', 1)).toEqual(answer('12345'))
    cache.set('x'.repeat(10), 1, answer('123'))
    expect(cache.get('x'.repeat(10), 1)).toBeUndefined()
    expect(cache.get('b', 1)).toEqual(answer('12345'))
  })

  it('holds nothing when switched off', () => {
    const cache = new AnswerCache({ entries: 0, characters: 1000 })
    cache.set('a', 1, answer('A'))
    expect(cache.get('a', 1)).toBeUndefined()
  })
})
