import { LRUCache } from 'lru-cache'
import { SubtreeSkipper, sharedPrefixLengths } from './subtree-skipper'
import { type TermVisitor, TypoWalk } from './typo-walk'

export type { TermVisitor } from './typo-walk'

/** Past the largest code unit a normalised term can hold: `p + BEYOND` bounds every term starting with p. */
const BEYOND = '\uffff'

/**
 * Terms kept sorted so that a prefix is a contiguous range (binary search) and the sorted array
 * doubles as an implicit trie for typo search, without the memory of a node per character.
 */
export class TermDictionary {
  private readonly ids = new Map<string, number>()
  private sorted: string[] = []
  private sortedIds: number[] = []
  /** Shared-prefix lengths of neighbouring sorted terms: lets the typo walk skip subtrees without comparing strings. */
  private skipper: SubtreeSkipper = new SubtreeSkipper(new Uint8Array(0))
  private pending: string[] = []
  /**
   * Typo expansions of recent query words. One keystroke makes InstantSearch send several requests
   * with the same words (hits plus one per refined disjunctive facet), and paging or filtering
   * repeats them; the expansion depends only on the dictionary, so it is cleared when terms are added.
   */
  private readonly expansions = new LRUCache<string, readonly TermMatch[]>({ max: 1000 })

  get size(): number {
    return this.ids.size
  }

  idOf(term: string): number | undefined {
    return this.ids.get(term)
  }

  add(term: string): number {
    const known = this.ids.get(term)
    if (known !== undefined) return known
    const id = this.ids.size
    this.ids.set(term, id)
    this.pending.push(term)
    return id
  }

  /** Terms starting with `prefix`, each with typos 0. */
  visitPrefix(prefix: string, visit: TermVisitor): void {
    this.settle()
    const end = lowerBound(this.sorted, prefix + BEYOND, 0)
    for (let i = lowerBound(this.sorted, prefix, 0); i < end; i++)
      visit(this.sortedIds[i] ?? 0, 0, this.sorted[i] ?? '')
  }

  /**
   * Terms within `maxTypos` optimal-string-alignment edits of `word` (of a prefix of the term when
   * `prefix`). Depth-first walk of the implicit trie: rows of the edit matrix are shared by terms
   * with a common prefix, and a subtree is skipped once no descendant can come within the bound.
   */
  visitWithinTypos(word: string, maxTypos: number, prefix: boolean, visit: TermVisitor): void {
    this.settle()
    const key = `${maxTypos}${prefix ? '*' : '='}${word}`
    let matches = this.expansions.get(key)
    if (!matches) {
      const found: TermMatch[] = []
      new TypoWalk(this.sorted, this.sortedIds, this.skipper, word, maxTypos, prefix, (termId, typos, term) =>
        found.push({ termId, typos, term }),
      ).run()
      matches = found
      this.expansions.set(key, matches)
    }
    for (const { termId, typos, term } of matches) visit(termId, typos, term)
  }

  private settle(): void {
    if (this.pending.length === 0) return
    // Few new terms (a CMS edit) are inserted in place; a bulk load sorts once.
    if (this.pending.length < 64 && this.sorted.length > 0) {
      for (const term of this.pending) {
        const at = lowerBound(this.sorted, term, 0)
        this.sorted.splice(at, 0, term)
        this.sortedIds.splice(at, 0, this.ids.get(term) ?? 0)
      }
    } else {
      this.sorted = [...this.ids.keys()].sort()
      this.sortedIds = this.sorted.map((term) => this.ids.get(term) ?? 0)
    }
    this.pending = []
    this.expansions.clear()
    this.skipper = new SubtreeSkipper(sharedPrefixLengths(this.sorted))
  }
}

type TermMatch = { readonly termId: number; readonly typos: number; readonly term: string }

function lowerBound(sorted: readonly string[], key: string, from: number): number {
  let lo = from
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((sorted[mid] ?? '') < key) lo = mid + 1
    else hi = mid
  }
  return lo
}
