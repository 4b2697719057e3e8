import { escapeHtml } from '@/lib/text/escape-html'
import type { RecordValue } from '../types'
import { normalizeWord, tokenSpans } from '../text/normalize'
import { matchTerm, type QueryWord } from '../text/query-words'

export type MatchLevel = 'none' | 'partial' | 'full'

export type HighlightMatch = {
  value: string
  matchLevel: MatchLevel
  matchedWords: string[]
  fullyHighlighted?: boolean
}

export type HighlightTree = HighlightMatch | HighlightTree[] | { [key: string]: HighlightTree }

export type HighlightTags = { readonly pre: string; readonly post: string }

/**
 * InstantSearch asks for these placeholder tags and HTML-escapes hits itself; escaping here too
 * would show `&amp;` to the visitor. With any other tags the value is escaped before tags go in.
 */
const INSTANTSEARCH_PRE_TAG = '__ais-highlight__'

function escaperFor(tags: HighlightTags): (text: string) => string {
  return tags.pre === INSTANTSEARCH_PRE_TAG ? (text) => text : escapeHtml
}

/** Length in `text` from `start` whose normalised form covers `normalizedLength` characters. */
function originalLength(text: string, start: number, end: number, normalizedLength: number): number {
  for (let length = 1; start + length < end; length++) {
    if (normalizeWord(text.slice(start, start + length)).length >= normalizedLength) return length
  }
  return end - start
}

/** Wraps each word of `text` matched by a query word (its matched prefix only, for a prefix match). */
export function highlightText(text: string, words: readonly QueryWord[], tags: HighlightTags): HighlightMatch {
  const escape = escaperFor(tags)
  const matched = new Set<number>()
  let out = ''
  let cursor = 0
  let everyWordWhole = true
  for (const span of tokenSpans(text)) {
    let length = 0
    words.forEach((word, i) => {
      const match = matchTerm(word, span.term)
      if (!match) return
      matched.add(i)
      length = Math.max(length, match.matchedLength)
    })
    if (length === 0) {
      everyWordWhole = false
      continue
    }
    const whole = length >= span.term.length
    const end = whole ? span.end : span.start + originalLength(text, span.start, span.end, length)
    if (!whole) everyWordWhole = false
    out += `${escape(text.slice(cursor, span.start))}${tags.pre}${escape(text.slice(span.start, end))}${tags.post}`
    cursor = end
  }
  out += escape(text.slice(cursor))
  const matchLevel: MatchLevel = matched.size === 0 ? 'none' : matched.size === words.length ? 'full' : 'partial'
  const result: HighlightMatch = {
    value: out,
    matchLevel,
    matchedWords: words.filter((_, i) => matched.has(i)).map((w) => w.text),
  }
  if (matchLevel !== 'none') result.fullyHighlighted = everyWordWhole
  return result
}

/** Highlights every string or number leaf of a value, keeping its shape. */
export function highlightTree(
  value: RecordValue,
  words: readonly QueryWord[],
  tags: HighlightTags,
): HighlightTree | undefined {
  if (typeof value === 'string' || typeof value === 'number') return highlightText(String(value), words, tags)
  if (Array.isArray(value)) {
    return (value as readonly RecordValue[])
      .map((item) => highlightTree(item, words, tags))
      .filter((item): item is HighlightTree => item !== undefined)
  }
  if (value && typeof value === 'object') {
    const out: { [key: string]: HighlightTree } = {}
    for (const [key, inner] of Object.entries(value)) {
      const tree = highlightTree(inner, words, tags)
      if (tree !== undefined) out[key] = tree
    }
    return out
  }
  return undefined
}
