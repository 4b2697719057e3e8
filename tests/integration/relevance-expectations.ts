import type { ArtistRecord, ArtworkRecord } from '@/lib/gallery-search/records'

/** Words as a reader sees them: lowercase, accents dropped, split on anything but letters and digits. */
export function plainWords(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
}

/** Whether `words` has `phrase` at `start`, its last word as typed so far. */
function phraseAt(words: readonly string[], phrase: readonly string[], start: number): boolean {
  const last = phrase.length - 1
  return phrase.every((word, i) => {
    const at = words[start + i]
    return at !== undefined && (i === last ? at.startsWith(word) : at === word)
  })
}

/** Whether `text` holds the query's words next to each other in order, the last one as typed so far. */
export function holdsPhrase(text: string, query: string): boolean {
  const phrase = plainWords(query)
  const words = plainWords(text)
  return words.some((_, start) => phraseAt(words, phrase, start))
}

/** Whether `text` is the query's words and nothing else. */
export function isExactly(text: string, query: string): boolean {
  return plainWords(text).join(' ') === plainWords(query).join(' ')
}

/** Whether one of the texts has a word starting with `prefix` (a reader's word, not a typo of one). */
export function holdsWordStarting(texts: readonly (string | undefined)[], prefix: string): boolean {
  return texts.some((text) => plainWords(text ?? '').some((word) => word.startsWith(prefix)))
}

/**
 * Whether two consecutive words of the query are nowhere next to each other in `text`: scattered.
 * 'A Head of a Man ... Figure of a Woman' is neither this nor the phrase 'head of a woman'.
 */
export function wordsApart(text: string, query: string): boolean {
  const phrase = plainWords(query)
  const words = plainWords(text)
  return phrase.slice(1).some((_, i) => !words.some((__, start) => phraseAt(words, phrase.slice(i, i + 2), start)))
}

/**
 * How many hits `first` accepts, when none of them comes after a hit `later` accepts; `undefined` when
 * one does (the rule is broken). Hits neither accepts are not ordered.
 */
export function acceptedBefore<T>(
  hits: readonly T[],
  first: (hit: T) => boolean,
  later: (hit: T) => boolean = (hit) => !first(hit),
): number | undefined {
  const firstLater = hits.findIndex(later)
  const accepted = hits.filter(first).length
  if (firstLater === -1) return accepted
  return hits.slice(firstLater).some(first) ? undefined : accepted
}

/** What a failure shows: the first hits, one line each. */
export function describeArtworks(hits: readonly ArtworkRecord[], count = 12): string[] {
  return hits.slice(0, count).map((hit) => `${hit.title} | ${hit.vendor} | ${hit.product_type}`)
}

export function describeArtists(hits: readonly ArtistRecord[], count = 5): string[] {
  return hits.slice(0, count).map((hit) => hit.name)
}
