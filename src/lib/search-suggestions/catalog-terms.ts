import type { ArtistRecord, ArtworkRecord, CollectionRecord } from '@/lib/gallery-search/records'
import type { SuggestionCandidate } from './candidates'
import { normalizeStoredQuery } from './query-text'
import { frequentTitleWords } from './title-words'

/** What the catalog offers as suggestions, read from the indexes the public searches. */
export type CatalogSources = {
  artworks: Iterable<Pick<ArtworkRecord, 'title' | 'vendor' | 'product_type'>>
  artists: Iterable<Pick<ArtistRecord, 'name'>>
  collections: Iterable<Pick<CollectionRecord, 'title'>>
}

function countBy<T>(items: Iterable<T>, value: (item: T) => string): Map<string, { spelling: string; count: number }> {
  const counts = new Map<string, { spelling: string; count: number }>()
  for (const item of items) {
    const spelling = value(item).trim()
    const key = normalizeStoredQuery(spelling)
    if (key === '') continue
    const entry = counts.get(key)
    if (entry) entry.count++
    else counts.set(key, { spelling, count: 1 })
  }
  return counts
}

/**
 * Every artist's name, every medium, every collection's title and the frequent artwork title words. A name or a
 * medium is as popular as the works it finds (plus one, so an artist with no works yet still counts); a
 * collection counts one.
 */
export function catalogCandidates(sources: CatalogSources): SuggestionCandidate[] {
  const titles: string[] = []
  const artworks = [...sources.artworks]
  for (const artwork of artworks) titles.push(artwork.title)
  const worksByArtist = countBy(artworks, (artwork) => artwork.vendor)
  const worksByMedium = countBy(artworks, (artwork) => artwork.product_type)
  const artists = [...sources.artists].map(({ name }) => ({
    query: name,
    popularity: (worksByArtist.get(normalizeStoredQuery(name))?.count ?? 0) + 1,
  }))
  const mediums = [...worksByMedium.values()].map(({ spelling, count }) => ({ query: spelling, popularity: count }))
  const collections = [...sources.collections].map(({ title }) => ({ query: title, popularity: 1 }))
  return [...artists, ...mediums, ...collections, ...frequentTitleWords(titles)]
}
