import { describe, expect, it } from 'vitest'
import { boundedDistance } from './edit-distance'
import { TermDictionary } from './term-dictionary'

function dictionary(terms: string[]): TermDictionary {
  const dict = new TermDictionary()
  for (const term of terms) dict.add(term)
  return dict
}

function typoMatches(dict: TermDictionary, word: string, maxTypos: number, prefix: boolean): Map<string, number> {
  const found = new Map<string, number>()
  dict.visitWithinTypos(word, maxTypos, prefix, (_, typos, term) => found.set(term, typos))
  return found
}

const WORDS = [
  'landscape',
  'landscapes',
  'landmark',
  'lands',
  'turner',
  'turning',
  'turn',
  'return',
  'thames',
  'theme',
  'river',
  'rivers',
  'driver',
  'watercolour',
  'watercolor',
  'hello',
  'hlelo',
  'land',
]

describe('TermDictionary', () => {
  it('finds every term with a prefix', () => {
    const found: string[] = []
    dictionary(WORDS).visitPrefix('turn', (_, __, term) => found.push(term))
    expect(found.sort()).toEqual(['turn', 'turner', 'turning'])
  })

  it('counts a transposition as one typo', () => {
    expect(typoMatches(dictionary(['hello']), 'hlelo', 1, false).get('hello')).toBe(1)
  })

  it('matches two typos for long words and none beyond', () => {
    const found = typoMatches(dictionary(WORDS), 'landscpe', 2, false)
    expect(found.get('landscape')).toBe(1)
    expect(found.get('landscapes')).toBe(2)
    expect(found.has('landmark')).toBe(false)
  })

  it('matches prefixes with typos on the last word', () => {
    const found = typoMatches(dictionary(WORDS), 'watercol', 2, true)
    expect(found.get('watercolour')).toBe(0)
    expect(typoMatches(dictionary(WORDS), 'watrcol', 1, true).get('watercolor')).toBe(1)
  })

  it('agrees with a brute-force distance over the dictionary', () => {
    const dict = dictionary(WORDS)
    for (const word of ['landscpe', 'turm', 'rivr', 'thmaes', 'waterclour', 'lnd']) {
      for (const prefix of [false, true]) {
        const maxTypos = word.length >= 8 ? 2 : 1
        const expected = new Map<string, number>()
        for (const term of WORDS) {
          const match = boundedDistance(word, term, maxTypos, prefix)
          if (match) expected.set(term, match.typos)
        }
        expect(typoMatches(dict, word, maxTypos, prefix), `${word} prefix=${prefix}`).toEqual(expected)
      }
    }
  })

  it('agrees with brute force on a dense random dictionary', () => {
    let seed = 7
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
    const randomWord = (min: number, max: number) =>
      Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () =>
        'abcde'.charAt(Math.floor(random() * 5)),
      ).join('')
    const terms = [...new Set(Array.from({ length: 3000 }, () => randomWord(1, 10)))]
    const dict = dictionary(terms)
    for (let q = 0; q < 60; q++) {
      const word = randomWord(3, 9)
      const prefix = q % 2 === 0
      const maxTypos = word.length >= 8 ? 2 : 1
      const expected = new Map<string, number>()
      for (const term of terms) {
        const match = boundedDistance(word, term, maxTypos, prefix)
        if (match) expected.set(term, match.typos)
      }
      expect(typoMatches(dict, word, maxTypos, prefix), `${word} prefix=${prefix}`).toEqual(expected)
    }
  })

  it('sees terms added after the first search', () => {
    const dict = dictionary(WORDS)
    expect(typoMatches(dict, 'zebra', 1, false).size).toBe(0)
    dict.add('zebras')
    expect(typoMatches(dict, 'zebra', 1, false).get('zebras')).toBe(1)
  })
})
