import { describe, expect, it } from 'vitest'
import { catalogCandidates } from './catalog-terms'
import { MAX_TITLE_WORDS, MIN_WORKS_PER_TITLE_WORD, frequentTitleWords } from './title-words'

const work = (title: string, vendor = 'Ada Moss', product_type = 'Painting') => ({ title, vendor, product_type })

describe('catalogCandidates', () => {
  it('offers each artist as popular as their works, each medium by its works, each collection once', async () => {
    const candidates = await catalogCandidates({
      artworks: [work('Dawn'), work('Dusk'), work('Harbour', 'Ben Ode', 'Print')],
      artists: [{ name: 'Ada Moss' }, { name: 'Ben Ode' }, { name: 'Cy New' }],
      collections: [{ title: 'Large-Scale Statements' }],
    })
    expect(candidates).toEqual(
      expect.arrayContaining([
        { query: 'Ada Moss', popularity: 3 },
        { query: 'Ben Ode', popularity: 2 },
        { query: 'Cy New', popularity: 1 },
        { query: 'Painting', popularity: 2 },
        { query: 'Print', popularity: 1 },
        { query: 'Large-Scale Statements', popularity: 1 },
      ]),
    )
  })
})

describe('frequentTitleWords', () => {
  it(`offers a word once ${MIN_WORKS_PER_TITLE_WORD} works carry it, counting a work once`, () => {
    const titles = ['Garden Garden at Noon', 'Garden II', 'Night Garden', 'Night Sea', 'Night']
    expect(frequentTitleWords(titles.slice(0, 2))).toEqual([])
    expect(frequentTitleWords(titles)).toEqual([
      { query: 'garden', popularity: 3 },
      { query: 'night', popularity: 3 },
    ])
  })

  it('skips short words and words every gallery shares', () => {
    const titles = ['Untitled (Sea)', 'Untitled Sea', 'Untitled, Sea', 'Sea with Sky', 'Sky with Sea', 'with love']
    expect(frequentTitleWords(titles)).toEqual([])
  })

  it(`keeps the ${MAX_TITLE_WORDS} most frequent`, () => {
    const letters = (n: number): string =>
      (n < 26 ? '' : letters(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26))
    const words = Array.from({ length: MAX_TITLE_WORDS + 5 }, (_, n) => `word${letters(n)}`)
    const titles = words.flatMap((word, n) => Array.from({ length: MIN_WORKS_PER_TITLE_WORD + n }, () => word))
    const found = frequentTitleWords(titles)
    expect(found).toHaveLength(MAX_TITLE_WORDS)
    expect(found[0]?.popularity).toBe(MIN_WORKS_PER_TITLE_WORD + MAX_TITLE_WORDS + 4)
  })
})
