import { boundedDistance, type WordDistance } from './edit-distance'
import { tokenize } from './normalize'

/** Algolia's defaults: minWordSizefor1Typo = 4, minWordSizefor2Typos = 8. */
function allowedTypos(word: string, typoTolerance: boolean): number {
  if (!typoTolerance) return 0
  if (word.length >= 8) return 2
  return word.length >= 4 ? 1 : 0
}

export type QueryWord = {
  readonly text: string
  /** Algolia's `prefixLast`: only the last word matches as a prefix. */
  readonly prefix: boolean
  readonly maxTypos: number
}

export function parseQueryWords(query: string, typoTolerance = true): QueryWord[] {
  const terms = [...new Set(tokenize(query))]
  return terms.map((text, i) => ({
    text,
    prefix: i === terms.length - 1,
    maxTypos: allowedTypos(text, typoTolerance),
  }))
}

/** Same rule as the index walk, for one term: used to highlight and to match facet values. */
export function matchTerm(word: QueryWord, term: string): WordDistance | undefined {
  if (term === word.text) return { typos: 0, matchedLength: term.length }
  if (word.prefix && term.startsWith(word.text)) return { typos: 0, matchedLength: word.text.length }
  if (word.maxTypos === 0) return undefined
  return boundedDistance(word.text, term, word.maxTypos, word.prefix)
}
