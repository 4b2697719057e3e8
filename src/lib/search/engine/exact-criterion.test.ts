import { describe, expect, it } from 'vitest'
import { artworkIndexSettings } from '@/lib/catalog/artwork-index-settings'
import { artwork, type ArtworkFixture } from '../testing/artwork-fixtures'
import { SearchIndex } from './search-index'

function titles(records: ArtworkFixture[], query: string): string[] {
  const index = new SearchIndex<ArtworkFixture>(artworkIndexSettings())
  index.replaceAll(records)
  return index.search({ query, offset: 0, length: 50 }).hits.map((hit) => hit.title)
}

// Newest first is the custom ranking: each older work below wins only by the exact criterion.
describe("Algolia's exact criterion", () => {
  it('ranks a title that is exactly the query before longer titles holding it', () => {
    const records = [
      artwork({ title: 'Figures and Shipping at Cowes', published_at: 3 }),
      artwork({ title: 'Figures and Shipping on the Coast', published_at: 2 }),
      artwork({ title: 'Figures and Shipping', published_at: 1 }),
    ]
    expect(titles(records, 'figures and shipping')[0]).toBe('Figures and Shipping')
    expect(titles(records, 'Figures and Shipp')[0]).toBe('Figures and Shipping')
  })

  it('ranks a one-word title that is the word before titles holding it among others', () => {
    const records = [artwork({ title: 'Stormy Sea', published_at: 2 }), artwork({ title: 'Sea', published_at: 1 })]
    expect(titles(records, 'sea')).toEqual(['Sea', 'Stormy Sea'])
  })

  it('ranks words matched exactly before a whole title matched by a prefix', () => {
    const records = [
      artwork({ title: 'Rainbow', published_at: 3 }),
      artwork({ title: 'Rain at Dusk', published_at: 2 }),
      artwork({ title: 'Rain', published_at: 1 }),
    ]
    expect(titles(records, 'rain')).toEqual(['Rain', 'Rain at Dusk', 'Rainbow'])
  })
})
