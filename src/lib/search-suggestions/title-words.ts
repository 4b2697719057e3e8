import { normalizeWord } from '@/lib/search/text/normalize'
import type { SuggestionCandidate } from './candidates'

/** A title word is offered once this many works carry it: one title's odd word is no suggestion. */
export const MIN_WORKS_PER_TITLE_WORD = 3
/** Shorter words are grammar ("the", "of") or too vague to suggest. */
export const MIN_TITLE_WORD_LENGTH = 4
/** The most frequent words only: past this, a word says little about the catalog. */
export const MAX_TITLE_WORDS = 300

// Words of four letters or more that titles share without saying anything about the work.
const STOP_WORDS = new Set(['untitled', 'with', 'from', 'into', 'this', 'that', 'there', 'where', 'what', 'when'])
const WORD = /[\p{L}\p{M}]+/gu

/** The words many artwork titles share ("Garden", "Blue"), counted once per work, most frequent first. */
export function frequentTitleWords(titles: Iterable<string>): SuggestionCandidate[] {
  const works = new Map<string, { spelling: string; count: number }>()
  for (const title of titles) {
    const seen = new Set<string>()
    for (const raw of title.match(WORD) ?? []) {
      const key = normalizeWord(raw)
      if (key.length < MIN_TITLE_WORD_LENGTH || STOP_WORDS.has(key) || seen.has(key)) continue
      seen.add(key)
      const entry = works.get(key)
      if (entry) entry.count++
      else works.set(key, { spelling: raw.toLowerCase(), count: 1 })
    }
  }
  return [...works.values()]
    .filter(({ count }) => count >= MIN_WORKS_PER_TITLE_WORD)
    .sort((a, b) => b.count - a.count || a.spelling.localeCompare(b.spelling))
    .slice(0, MAX_TITLE_WORDS)
    .map(({ spelling, count }) => ({ query: spelling, popularity: count }))
}
