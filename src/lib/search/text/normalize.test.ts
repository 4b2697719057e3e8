import { describe, expect, it } from 'vitest'
import { normalizeWord, tokenSpans, tokenize } from './normalize'

describe('normalizeWord', () => {
  it('lowercases and strips accents so typed ASCII finds accented names', () => {
    expect(normalizeWord('Édouard')).toBe('edouard')
    expect(normalizeWord('Sidibé')).toBe('sidibe')
    expect(normalizeWord('e\u0301te\u0301')).toBe('ete')
  })

  it('folds letters NFKD leaves alone', () => {
    expect(normalizeWord('Øresund')).toBe('oresund')
    expect(normalizeWord('Straße')).toBe('strasse')
  })
})

describe('tokenize', () => {
  it('splits on punctuation and hyphens, keeps digits', () => {
    expect(tokenize('Burg-Sterrenberg, c.1937–50')).toEqual(['burg', 'sterrenberg', 'c', '1937', '50'])
  })

  it('reports offsets in the original text', () => {
    const text = 'Le Café'
    expect(tokenSpans(text).map((s) => text.slice(s.start, s.end))).toEqual(['Le', 'Café'])
  })
})
