/** Longer tokens are truncated: keeps typo search rows bounded and nothing real is this long. */
export const MAX_TERM_LENGTH = 48

const RAW_TOKEN = /[\p{L}\p{N}\p{M}]+/gu
const MARKS = /\p{M}/gu
const NOT_WORD = /[^\p{L}\p{N}]/gu
// Letters that NFKD does not decompose but searchers type without the diacritic.
const FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' }
const FOLDABLE = /[ßæœøłđðþı]/g

const PLAIN_ASCII = /^[a-z0-9]+$/i
/** Catalog text repeats a small vocabulary: caching raw words makes index builds twice as fast. */
const cache = new Map<string, string>()
const CACHE_LIMIT = 200_000

export function normalizeWord(raw: string): string {
  if (PLAIN_ASCII.test(raw))
    return raw.length > MAX_TERM_LENGTH ? raw.slice(0, MAX_TERM_LENGTH).toLowerCase() : raw.toLowerCase()
  let normalized = cache.get(raw)
  if (normalized === undefined) {
    normalized = foldWord(raw)
    if (cache.size >= CACHE_LIMIT) cache.clear()
    cache.set(raw, normalized)
  }
  return normalized
}

function foldWord(raw: string): string {
  const folded = raw
    .toLowerCase()
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(FOLDABLE, (c) => FOLDS[c] ?? c)
  return folded.replace(NOT_WORD, '').slice(0, MAX_TERM_LENGTH)
}

export type TokenSpan = { readonly start: number; readonly end: number; readonly term: string }

/** Words of `text` with their offsets in the original string (for highlighting). */
export function tokenSpans(text: string): TokenSpan[] {
  const spans: TokenSpan[] = []
  for (const match of text.matchAll(RAW_TOKEN)) {
    const term = normalizeWord(match[0])
    if (term) spans.push({ start: match.index, end: match.index + match[0].length, term })
  }
  return spans
}

export function tokenize(text: string): string[] {
  const terms: string[] = []
  for (const match of text.matchAll(RAW_TOKEN)) {
    const term = normalizeWord(match[0])
    if (term) terms.push(term)
  }
  return terms
}
