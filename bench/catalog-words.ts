import type { ArtworkRecord } from '../src/lib/gallery-search/records'

/** Frequent words of four letters or more that nobody searches for on their own. */
const STOP_WORDS = new Set(['with', 'from', 'that', 'this', 'their', 'into', 'over', 'after', 'upon', 'near', 'were'])

/** Lower-case words of a title, letters only, four letters or more, stop words left out. */
export function titleWords(title: string): string[] {
  return (title.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => !STOP_WORDS.has(word))
}

/** Distinct values with how many artworks have them, most frequent first (ties alphabetical). */
function byFrequency(values: Iterable<string>): { value: string; works: number }[] {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts]
    .map(([value, works]) => ({ value, works }))
    .sort((a, b) => b.works - a.works || a.value.localeCompare(b.value))
}

function* allTitleWords(artworks: readonly ArtworkRecord[]): Generator<string> {
  for (const artwork of artworks) yield* new Set(titleWords(artwork.title))
}

function* allTitlePairs(artworks: readonly ArtworkRecord[]): Generator<string> {
  for (const artwork of artworks) {
    const words = titleWords(artwork.title)
    const pairs = new Set(words.slice(1).map((word, i) => `${words[i] ?? ''} ${word}`))
    yield* pairs
  }
}

/** What the catalog's visitors would type, each with its number of artworks, most frequent first. */
export function catalogVocabulary(artworks: readonly ArtworkRecord[]) {
  return {
    titleWords: byFrequency(allTitleWords(artworks)),
    /** Two consecutive title words (of four letters or more), such as 'river thames'. */
    titlePairs: byFrequency(allTitlePairs(artworks)),
    artists: byFrequency(artworks.map((artwork) => artwork.vendor).filter((name) => name.trim() !== '')),
    mediums: byFrequency(artworks.map((artwork) => artwork.product_type).filter((type) => type.trim() !== '')),
  }
}

/** `count` items spread evenly over the first `within` of `ranked`: common and rarer ones alike. */
export function spread<T>(ranked: readonly T[], count: number, within = ranked.length): T[] {
  const pool = ranked.slice(0, within)
  if (pool.length <= count) return [...pool]
  return Array.from({ length: count }, (_, i) => pool[Math.floor((i * pool.length) / count)] as T)
}
