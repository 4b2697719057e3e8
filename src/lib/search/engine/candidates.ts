import type { Bitset } from './bitset'
import { type AttributeWordCounts, NO_MATCH as IMPORTED_NO_MATCH, type WordScores } from './text-index'

export type Candidates = {
  readonly slots: Uint32Array
  /**
   * Per candidate, Algolia's text criteria in order: typos << 13 | proximity << 10 | best attribute << 5 |
   * words not matched exactly << 1 | not the whole attribute (see `textKey`). Absent for an empty query.
   */
  readonly textKeys: Uint16Array | undefined
  readonly count: number
}

/** Room for one slot per record; reused between queries. */
export type CandidateBuffers = { readonly slots: Uint32Array; readonly textKeys: Uint16Array }

// A module-local copy: transpiled to CommonJS (tsx, vitest), an imported binding is a getter call per read.
const NO_MATCH = IMPORTED_NO_MATCH

export const TYPOS_SHIFT = 13
const PROXIMITY_SHIFT = 10
/** Typos and proximity have 3 bits each in the 16-bit key. */
const MAX_COUNT = 7
/** Words not matched exactly have 4 bits. */
const MAX_INEXACT = 15
/** The key's last bit: set unless the query's words are all the best attribute holds. */
const NOT_WHOLE = 1

/** Text key of a one-word query by score byte, before the whole-attribute bit. */
const SINGLE_WORD_KEYS = Int32Array.from({ length: 256 }, (_, score) =>
  score === NO_MATCH ? -1 : ((score >>> 6) << TYPOS_SHIFT) | (((score >>> 1) & 31) << 5) | ((score & 1) << 1),
)

/** Slots in `allowed` that every query word matched, with their combined text ranking key. */
export function collectCandidates(
  allowed: Bitset,
  words: readonly WordScores[],
  wordCounts: AttributeWordCounts,
  out: CandidateBuffers,
): Candidates {
  if (words.length === 0) return allSlots(allowed, out.slots)
  const rarest = words.reduce((a, b) => (b.matchedCount < a.matchedCount ? b : a))
  // A broad word is read in slot order: facet counting then walks columns sequentially.
  if (words.length === 1 && rarest.matchedCount * 8 > allowed.size) return scanOneWord(allowed, rarest, wordCounts, out)
  const { slots, textKeys } = out
  let count = 0
  for (let i = 0; i < rarest.matchedCount; i++) {
    const slot = rarest.matched[i] ?? 0
    if (!allowed.has(slot)) continue
    const key = textKey(words, slot, wordCounts)
    if (key < 0) continue
    textKeys[count] = key
    slots[count++] = slot
  }
  return { slots, textKeys, count }
}

/**
 * The hot loop of a broad one-word query ('turn' matches 32k of 77k records): reads the matched
 * and allowed bits a word at a time, so the work follows the matches and has no unpredictable branch.
 */
function scanOneWord(
  allowed: Bitset,
  { scores, matchedBits }: WordScores,
  { counts, stride }: AttributeWordCounts,
  { slots, textKeys }: CandidateBuffers,
): Candidates {
  const allowedWords = allowed.words
  let count = 0
  for (let w = 0; w < matchedBits.length; w++) {
    let bits = (matchedBits[w] ?? 0) & (allowedWords[w] ?? 0)
    while (bits !== 0) {
      const low = bits & -bits
      const slot = (w << 5) | (31 - Math.clz32(low))
      const score = scores[slot] ?? NO_MATCH
      const whole = counts[slot * stride + ((score >>> 1) & 31)] === 1
      textKeys[count] = (SINGLE_WORD_KEYS[score] ?? 0) | (whole ? 0 : NOT_WHOLE)
      slots[count++] = slot
      bits ^= low
    }
  }
  return { slots, textKeys, count }
}

function allSlots(allowed: Bitset, slots: Uint32Array): Candidates {
  const words = allowed.words
  let count = 0
  for (let w = 0; w < words.length; w++) {
    let bits = words[w] ?? 0
    while (bits !== 0) {
      const low = bits & -bits
      slots[count++] = (w << 5) | (31 - Math.clz32(low))
      bits ^= low
    }
  }
  return { slots, textKeys: undefined, count }
}

/**
 * The text key of a slot that every word matched. Proximity, Algolia's criterion after typos, is the
 * number of consecutive query words that are not next to each other, in that order, in one attribute:
 * the title 'Sunset at Sea' has 0 for 'sunset at sea', 'Whalers at Sea at Sunset' has 1. Exactness, the
 * last, counts the words matched as a prefix or with a typo, then whether the query's words are all their
 * attribute holds: the title 'Figures and Shipping' before 'Figures and Shipping at Cowes'.
 */
function textKey(words: readonly WordScores[], slot: number, { counts, stride }: AttributeWordCounts): number {
  let typos = 0
  let inexact = 0
  let attribute = 31
  let apart = 0
  let oneAttribute = true
  let previousScore = NO_MATCH
  let previousPositions = 0
  for (const { scores, positions } of words) {
    const score = scores[slot] ?? NO_MATCH
    if (score === NO_MATCH) return -1
    typos += score >>> 6
    inexact += score & 1
    const wordAttribute = (score >>> 1) & 31
    attribute = Math.min(attribute, wordAttribute)
    const wordPositions = positions?.[slot] ?? 0
    if (previousScore !== NO_MATCH) {
      const sameAttribute = ((previousScore >>> 1) & 31) === wordAttribute
      if (!sameAttribute) oneAttribute = false
      if (!sameAttribute || ((previousPositions << 1) & wordPositions) === 0) apart++
    }
    previousScore = score
    previousPositions = wordPositions
  }
  const whole = oneAttribute && apart === 0 && counts[slot * stride + attribute] === words.length
  return (
    (Math.min(typos, MAX_COUNT) << TYPOS_SHIFT) |
    (Math.min(apart, MAX_COUNT) << PROXIMITY_SHIFT) |
    (attribute << 5) |
    (Math.min(inexact, MAX_INEXACT) << 1) |
    (whole ? 0 : NOT_WHOLE)
  )
}

/**
 * The most typos a hit keeps under Algolia's typoTolerance 'min' (`kept` 1: the fewest any candidate has)
 * or 'strict' (`kept` 2: the second fewest count present); undefined for an empty query.
 */
export function typoLimit({ textKeys, count }: Candidates, kept: 1 | 2): number | undefined {
  if (!textKeys) return undefined
  let present = 0
  for (let i = 0; i < count; i++) present |= 1 << ((textKeys[i] ?? 0) >>> TYPOS_SHIFT)
  if (present === 0) return undefined
  const fewest = 31 - Math.clz32(present & -present)
  const rest = present & ~(1 << fewest)
  return kept === 2 && rest !== 0 ? 31 - Math.clz32(rest & -rest) : fewest
}

/** The candidates with at most `limit` typos, in the same buffers and order. */
export function withTyposAtMost(candidates: Candidates, limit: number): Candidates {
  const { slots, textKeys, count } = candidates
  if (!textKeys) return candidates
  let at = 0
  for (let i = 0; i < count; i++) {
    const key = textKeys[i] ?? 0
    if (key >>> TYPOS_SHIFT > limit) continue
    textKeys[at] = key
    slots[at++] = slots[i] ?? 0
  }
  return { slots, textKeys, count: at }
}
