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
export function wordScore(typos: number, exact: boolean, attribute: number): number {
  return (typos << 6) | (attribute << 1) | (exact ? 0 : 1)
}

export type WordScores = {
  readonly scores: Uint8Array
  /** Distinct slots with a score, in no particular order. */
  readonly matched: Uint32Array
  readonly matchedCount: number
}

/** Reused between queries: per-query allocations of slot-sized arrays cost more than the search. */
export type WordBuffers = { readonly scores: Uint8Array; readonly matched: GrowableUint32 }

export class TextIndex {
  private readonly dictionary = new TermDictionary()
  private postings: Uint32Array[] = []
  private lengths: number[] = []

  private readonly paths: readonly AttributePath[]

  constructor(attributes: readonly string[]) {
    this.paths = attributes.map(compilePath)
  }

  get termCount(): number {
    return this.dictionary.size
  }

  addDocument(slot: number, record: SearchRecord): void {
    const best = new Map<string, number>()
    this.paths.forEach((path, position) => {
      const attribute = Math.min(position, ATTRIBUTE_MASK)
      for (const leaf of leavesAt(record, path)) {
        if (typeof leaf === 'boolean') continue
        for (const term of tokenize(String(leaf))) {
          const seen = best.get(term)
          if (seen === undefined || attribute < seen) best.set(term, attribute)
        }
      }
    })
    for (const [term, attribute] of best) this.append(this.dictionary.add(term), (slot << ATTRIBUTE_BITS) | attribute)
  }

  /** One query word's score per slot (NO_MATCH where it does not occur) and the slots it matched. */
  scoreWord(word: QueryWord, buffers: WordBuffers): WordScores {
    const { scores, matched } = buffers
    scores.fill(NO_MATCH)
    matched.clear()
    const apply = (termId: number, typos: number, term: string) => {
      this.applyPostings(termId, typos, typos === 0 && term.length === word.text.length, scores, matched)
    }
    if (word.maxTypos > 0) this.dictionary.visitWithinTypos(word.text, word.maxTypos, word.prefix, apply)
    else if (word.prefix) this.dictionary.visitPrefix(word.text, apply)
    else {
      const termId = this.dictionary.idOf(word.text)
      if (termId !== undefined) apply(termId, 0, word.text)
    }
    return { scores, matched: matched.view, matchedCount: matched.length }
  }

  private applyPostings(termId: number, typos: number, exact: boolean, scores: Uint8Array, matched: GrowableUint32): void {
    const list = this.postings[termId]
    const length = this.lengths[termId] ?? 0
    if (!list) return
    for (let i = 0; i < length; i++) {
      const entry = list[i] ?? 0
      const slot = entry >>> ATTRIBUTE_BITS
      const score = wordScore(typos, exact, entry & ATTRIBUTE_MASK)
      const held = scores[slot] ?? NO_MATCH
      if (held === NO_MATCH) matched.push(slot)
      if (score < held) scores[slot] = score
    }
  }

  private append(termId: number, entry: number): void {
    let list = this.postings[termId]
    const length = this.lengths[termId] ?? 0
    if (!list) {
      list = new Uint32Array(2)
      this.postings[termId] = list
    } else if (length === list.length) {
      const grown = new Uint32Array(length * 2)
      grown.set(list)
      list = grown
      this.postings[termId] = list
    }
    list[length] = entry
    this.lengths[termId] = length + 1
  }
}
