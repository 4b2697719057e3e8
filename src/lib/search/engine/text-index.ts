import { LRUCache } from 'lru-cache'
import type { SearchRecord } from '../types'
import { tokenize } from '../text/normalize'
import type { QueryWord } from '../text/query-words'
import { TermDictionary } from '../text/term-dictionary'
import { GrowableUint32 } from './growable'
import { type AttributePath, compilePath, leavesAt } from './record-path'

/** Postings hold `slot << ATTRIBUTE_BITS | attribute`: one array per term instead of two. */
const ATTRIBUTE_BITS = 5
const ATTRIBUTE_MASK = (1 << ATTRIBUTE_BITS) - 1
export const NO_MATCH = 255

/**
 * Per-word score of a slot, lower is better, in Algolia's criteria order: typos (2 bits), then the
 * attribute position (5 bits), then not-exact (1 bit: a prefix or typo match).
 */
function wordScore(typos: number, exact: boolean, attribute: number): number {
  return (typos << 6) | (attribute << 1) | (exact ? 0 : 1)
}

export type WordScores = {
  readonly scores: Uint8Array
  /**
   * Per slot, where the word occurs in the attribute of its score (bit i: the attribute's i-th word,
   * the first 32 only); filled only for a query of several words, where it decides proximity.
   */
  readonly positions: Uint32Array | undefined
  /** Distinct slots with a score, in no particular order. */
  readonly matched: Uint32Array
  readonly matchedCount: number
  /** The same slots as a bit per slot: a broad word is read back in slot order a word of bits at a time. */
  readonly matchedBits: Uint32Array
}

/**
 * How many words each searchable attribute of a slot holds (at most 255), at `slot * stride + attribute`:
 * the exact criterion asks whether the query's words are all an attribute holds.
 */
export type AttributeWordCounts = { readonly counts: Uint8Array; readonly stride: number }

/** Reused between queries: per-query allocations of slot-sized arrays cost more than the search. */
export type WordBuffers = {
  readonly scores: Uint8Array
  readonly positions: Uint32Array
  readonly matched: GrowableUint32
  readonly matchedBits: Uint32Array
}

/** A word matching at least 1/16 of the slots has its scores kept: their union is the expensive part of its query. */
const BROAD_SHARE = 16
const BROAD_WORDS_KEPT = 8

export class TextIndex {
  private readonly dictionary = new TermDictionary()
  private postings: Uint32Array[] = []
  /** Beside each posting: the term's positions in that attribute, as a bitmask (see `positionBit`). */
  private positionMasks: Uint32Array[] = []
  private lengths: number[] = []
  /**
   * Scores of recent broad words ('turn' unions 113 posting lists, 32k slots). InstantSearch repeats
   * a query's words in each request of a keystroke and when paging or filtering; any new document
   * clears them.
   */
  private readonly broadWords = new LRUCache<string, WordScores>({
    max: BROAD_WORDS_KEPT,
    dispose: (scores, _key, reason) => {
      if (reason === 'evict') this.spare = scores
    },
  })
  /** The arrays of the broad word evicted last, reused by the next one kept. */
  private spare: WordScores | undefined

  private readonly paths: readonly AttributePath[]
  private wordCounts: Uint8Array
  private readonly stride: number

  constructor(attributes: readonly string[]) {
    this.paths = attributes.map(compilePath)
    this.stride = Math.min(this.paths.length, ATTRIBUTE_MASK + 1)
    this.wordCounts = new Uint8Array(64 * this.stride)
  }

  /** Read-only, and valid until the next document is added. */
  get attributeWordCounts(): AttributeWordCounts {
    return { counts: this.wordCounts, stride: this.stride }
  }

  get termCount(): number {
    return this.dictionary.size
  }

  addDocument(slot: number, record: SearchRecord): void {
    const best = new Map<string, { attribute: number; positions: number }>()
    const counts = this.countsOf(slot)
    this.paths.forEach((path, index) => {
      const attribute = Math.min(index, ATTRIBUTE_MASK)
      let position = 0
      for (const leaf of leavesAt(record, path)) {
        if (typeof leaf === 'boolean') continue
        for (const term of tokenize(String(leaf))) {
          const seen = best.get(term)
          if (seen === undefined || attribute < seen.attribute)
            best.set(term, { attribute, positions: positionBit(position) })
          else if (attribute === seen.attribute) seen.positions |= positionBit(position)
          position++
          counts[attribute] = Math.min((counts[attribute] ?? 0) + 1, 255)
        }
        // Values of a list attribute are not adjacent to each other.
        position++
      }
    })
    for (const [term, { attribute, positions }] of best)
      this.append(this.dictionary.add(term), (slot << ATTRIBUTE_BITS) | attribute, positions)
    this.broadWords.clear()
    this.spare = undefined
  }

  /** The slot's zeroed word counts, the array grown to hold them. */
  private countsOf(slot: number): Uint8Array {
    const end = (slot + 1) * this.stride
    if (end > this.wordCounts.length) {
      const grown = new Uint8Array(Math.max(end, this.wordCounts.length * 2))
      grown.set(this.wordCounts)
      this.wordCounts = grown
    }
    const counts = this.wordCounts.subarray(slot * this.stride, end)
    counts.fill(0)
    return counts
  }

  /**
   * Each query word's score per slot (NO_MATCH where it does not occur) and the slots it matched,
   * in `buffersAt(position)` or, for a broad word seen recently, in arrays the index keeps:
   * read-only either way, and valid until the next call.
   */
  scoreWords(words: readonly QueryWord[], buffersAt: (position: number) => WordBuffers): WordScores[] {
    const scored: WordScores[] = []
    const withPositions = words.length > 1
    words.forEach((word, position) => {
      const buffers = buffersAt(position)
      const key = `${word.maxTypos}${word.prefix ? '*' : '='}${withPositions ? '@' : ''}${word.text}`
      const kept = this.broadWords.get(key)
      if (kept && kept.scores.length === buffers.scores.length) {
        scored.push(kept)
        return
      }
      const union = this.unionOfPostings(word, buffers, withPositions)
      if (union.matchedCount * BROAD_SHARE >= union.scores.length) this.keep(key, union, scored)
      scored.push(union)
    })
    return scored
  }

  /**
   * Keeps a copy of a broad word's scores, in the arrays of the word evicted last unless this query
   * still reads them: a visitor typing new broad words then allocates nothing.
   */
  private keep(key: string, union: WordScores, inUse: readonly WordScores[]): void {
    const spare = this.spare && !inUse.includes(this.spare) ? this.spare : undefined
    if (spare) this.spare = undefined
    this.broadWords.set(key, copyScores(union, spare))
  }

  private unionOfPostings(word: QueryWord, buffers: WordBuffers, withPositions: boolean): WordScores {
    const { scores, matched, matchedBits } = buffers
    scores.fill(NO_MATCH)
    matchedBits.fill(0)
    matched.clear()
    const apply = (termId: number, typos: number, term: string) => {
      this.applyPostings(termId, typos, typos === 0 && term.length === word.text.length, buffers, withPositions)
    }
    if (word.maxTypos > 0) this.dictionary.visitWithinTypos(word.text, word.maxTypos, word.prefix, apply)
    else if (word.prefix) this.dictionary.visitPrefix(word.text, apply)
    else {
      const termId = this.dictionary.idOf(word.text)
      if (termId !== undefined) apply(termId, 0, word.text)
    }
    const positions = withPositions ? buffers.positions : undefined
    return { scores, positions, matched: matched.view, matchedCount: matched.length, matchedBits }
  }

  /** With `withPositions`, also keeps per slot the positions of the terms giving its score. */
  private applyPostings(
    termId: number,
    typos: number,
    exact: boolean,
    { scores, positions, matched, matchedBits }: WordBuffers,
    withPositions: boolean,
  ): void {
    const list = this.postings[termId]
    const masks = withPositions ? this.positionMasks[termId] : undefined
    const length = this.lengths[termId] ?? 0
    if (!list) return
    // Every slot is new at most once: room for the rest of the slots, or for this whole list.
    const firstSeen = matched.reserve(Math.min(length, scores.length - matched.length))
    let seen = matched.length
    // Along one list only the attribute varies: its bits are or-ed onto the rest of the score.
    const base = wordScore(typos, exact, 0)
    for (let i = 0; i < length; i++) {
      const entry = list[i] ?? 0
      const slot = entry >>> ATTRIBUTE_BITS
      const score = base | wordScore(0, true, entry & ATTRIBUTE_MASK)
      const held = scores[slot] ?? NO_MATCH
      if (held === NO_MATCH) {
        firstSeen[seen++] = slot
        matchedBits[slot >>> 5] = (matchedBits[slot >>> 5] ?? 0) | (1 << (slot & 31))
      }
      if (score < held) {
        scores[slot] = score
        if (masks) positions[slot] = masks[i] ?? 0
      } else if (masks && score === held) positions[slot] = (positions[slot] ?? 0) | (masks[i] ?? 0)
    }
    matched.length = seen
  }

  private append(termId: number, entry: number, positions: number): void {
    let list = this.postings[termId]
    let masks = this.positionMasks[termId]
    const length = this.lengths[termId] ?? 0
    if (!list || !masks) {
      list = new Uint32Array(2)
      masks = new Uint32Array(2)
    } else if (length === list.length) {
      list = grownCopy(list)
      masks = grownCopy(masks)
    }
    this.postings[termId] = list
    this.positionMasks[termId] = masks
    list[length] = entry
    masks[length] = positions
    this.lengths[termId] = length + 1
  }
}

/** Positions past the 32nd have no bit: such a word is never adjacent to another. */
function positionBit(position: number): number {
  return position < 32 ? (1 << position) >>> 0 : 0
}

function grownCopy(list: Uint32Array): Uint32Array {
  const grown = new Uint32Array(list.length * 2)
  grown.set(list)
  return grown
}

/** A copy of `from`, into `into`'s arrays where they fit. */
function copyScores(from: WordScores, into: WordScores | undefined): WordScores {
  const scores = into?.scores.length === from.scores.length ? into.scores : new Uint8Array(from.scores.length)
  const positions =
    from.positions &&
    (into?.positions?.length === from.positions.length ? into.positions : new Uint32Array(from.positions.length))
  positions?.set(from.positions ?? [])
  const matchedBits =
    into?.matchedBits.length === from.matchedBits.length ? into.matchedBits : new Uint32Array(from.matchedBits.length)
  const matched = into && into.matched.length >= from.matchedCount ? into.matched : new Uint32Array(from.matchedCount)
  scores.set(from.scores)
  matchedBits.set(from.matchedBits)
  matched.set(from.matched.subarray(0, from.matchedCount))
  return { scores, positions, matched, matchedCount: from.matchedCount, matchedBits }
}
