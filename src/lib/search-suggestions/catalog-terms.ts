import { setImmediate as nextTurn } from 'node:timers/promises'
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

/** Works read between yields: 77k works must not hold the server's event loop in one go. */
const WORKS_PER_TURN = 5000

type Tally = Map<string, { spelling: string; count: number }>

function tally(counts: Tally, spelling: string): void {
  const key = normalizeStoredQuery(spelling)
  if (key === '') return
  const entry = counts.get(key)
  if (entry) entry.count++
  else counts.set(key, { spelling: spelling.trim(), count: 1 })
}

/**
 * Every artist's name, every medium, every collection's title and the frequent artwork title words. A name or a
 * medium is as popular as the works it finds (plus one, so an artist with no works yet still counts); a
 * collection counts one.
 */
export async function catalogCandidates(sources: CatalogSources): Promise<SuggestionCandidate[]> {
  const titles: string[] = []
  const worksByArtist: Tally = new Map()
  const worksByMedium: Tally = new Map()
  for (const artwork of sources.artworks) {
    titles.push(artwork.title)
    tally(worksByArtist, artwork.vendor)
    tally(worksByMedium, artwork.product_type)
    if (titles.length % WORKS_PER_TURN === 0) await nextTurn()
  }
  const artists = [...sources.artists].map(({ name }) => ({
    query: name,
    popularity: (worksByArtist.get(normalizeStoredQuery(name))?.count ?? 0) + 1,
  }))
  const mediums = [...worksByMedium.values()].map(({ spelling, count }) => ({ query: spelling, popularity: count }))
  const collections = [...sources.collections].map(({ title }) => ({ query: title, popularity: 1 }))
  return [...artists, ...mediums, ...collections, ...frequentTitleWords(titles)]
}
