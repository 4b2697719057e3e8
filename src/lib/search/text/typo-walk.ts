import { MAX_TERM_LENGTH } from './normalize'
import type { SubtreeSkipper } from './subtree-skipper'

export type TermVisitor = (termId: number, typos: number, term: string) => void

/**
 * One typo search. The edit matrix is a flat Int32Array, row r for the r-th character of the
 * current path: a walk computes some ten thousand rows per long word, so this loop avoids
 * allocation and property lookups (it is the hottest code of a typo-tolerant query).
 */
export class TypoWalk {
  private readonly query: Int32Array
  private readonly stride: number
  private readonly matrix: Int32Array
  private readonly rowMin = new Int32Array(MAX_TERM_LENGTH + 1)
  private readonly bestPrefix = new Int32Array(MAX_TERM_LENGTH + 1)
  private readonly path = new Int32Array(MAX_TERM_LENGTH + 1)

  constructor(
    private readonly terms: readonly string[],
    private readonly termIds: readonly number[],
    private readonly skipper: SubtreeSkipper,
    word: string,
    private readonly maxTypos: number,
    private readonly prefix: boolean,
    private readonly visit: TermVisitor,
  ) {
    this.query = Int32Array.from(word, (ch) => ch.charCodeAt(0))
    this.stride = word.length + 1
    this.matrix = new Int32Array((MAX_TERM_LENGTH + 1) * this.stride)
    for (let j = 0; j <= word.length; j++) this.matrix[j] = j
    this.bestPrefix[0] = word.length
  }

  run(): void {
    const { terms } = this
    const lcp = this.skipper.lcp
    let depth = 0
    let i = 0
    while (i < terms.length) {
      const term = terms[i] ?? ''
      let next = -1
      while (depth < term.length) {
        depth = this.pushRow(term.charCodeAt(depth), depth)
        if (this.subtreeCannotImprove(depth)) {
          next = this.finishSubtree(i, depth)
          break
        }
      }
      if (next < 0) {
        const typos = this.prefix ? (this.bestPrefix[depth] ?? 0) : this.fullDistance(depth)
        if (typos <= this.maxTypos) this.visit(this.termIds[i] ?? 0, typos, term)
        next = i + 1
      }
      i = next
      depth = Math.min(depth, lcp[i] ?? 0)
    }
  }

  /**
   * Computes the row for `ch` below `depth` and returns the new depth. Only the band
   * |row - j| <= maxTypos is computed: cells outside it exceed the bound, so `big` stands in.
   */
  private pushRow(ch: number, depth: number): number {
    const { query, matrix, stride, maxTypos } = this
    const m = stride - 1
    const big = maxTypos + 1
    const row = depth + 1
    const cur = row * stride
    const prev = cur - stride
    const before = depth > 0 ? prev - stride : prev
    const lastCh = depth > 0 ? (this.path[depth - 1] ?? -1) : -1
    this.path[depth] = ch
    matrix[cur] = row
    const lo = row > maxTypos ? row - maxTypos : 1
    const hi = row + maxTypos < m ? row + maxTypos : m
    if (lo > 1 && lo - 1 <= m) matrix[cur + lo - 1] = big
    let min = lo > 1 ? big : row
    let left = matrix[cur + lo - 1] ?? big
    for (let j = lo; j <= hi; j++) {
      const qj = query[j - 1] ?? -1
      let value = (matrix[prev + j - 1] ?? big) + (qj === ch ? 0 : 1)
      const up = (matrix[prev + j] ?? big) + 1
      if (up < value) value = up
      if (left + 1 < value) value = left + 1
      if (qj === lastCh && j > 1 && query[j - 2] === ch) {
        const swap = (matrix[before + j - 2] ?? big) + 1
        if (swap < value) value = swap
      }
      matrix[cur + j] = value
      left = value
      if (value < min) min = value
    }
    if (hi < m) matrix[cur + hi + 1] = big
    this.rowMin[row] = min
    const atEnd = hi === m && lo <= m ? left : big
    const best = this.bestPrefix[depth] ?? m
    this.bestPrefix[row] = atEnd < best ? atEnd : best
    return row
  }

  private fullDistance(depth: number): number {
    const m = this.stride - 1
    return Math.abs(depth - m) > this.maxTypos ? this.maxTypos + 1 : (this.matrix[depth * this.stride + m] ?? 0)
  }

  /**
   * True when no term below the current path can come within the bound. Row minima never drop,
   * except that the next row's transposition reaches back one more row: that only happens at
   * columns whose query character equals this row's character, so those are checked.
   */
  private subtreeCannotImprove(depth: number): boolean {
    const best = this.prefix ? (this.bestPrefix[depth] ?? 0) - 1 : this.maxTypos
    const bound = Math.min(this.maxTypos, best)
    if ((this.rowMin[depth] ?? 0) <= bound) return false
    if (depth < 2 || (this.rowMin[depth - 1] ?? 0) >= bound) return true
    const ch = this.path[depth - 1]
    const before = (depth - 1) * this.stride
    const { query, maxTypos } = this
    for (let j = 2; j <= query.length; j++) {
      if (query[j - 1] !== ch || Math.abs(depth - 1 - (j - 2)) > maxTypos) continue
      if ((this.matrix[before + j - 2] ?? 0) + 1 <= bound) return false
    }
    return true
  }

  /** Skips the subtree under the current path (visiting it all if it already matches as a prefix). */
  private finishSubtree(from: number, depth: number): number {
    const end = this.skipper.subtreeEnd(from, depth)
    const typos = this.bestPrefix[depth] ?? 0
    if (this.prefix && typos <= this.maxTypos) {
      for (let i = from; i < end; i++) this.visit(this.termIds[i] ?? 0, typos, this.terms[i] ?? '')
    }
    return end
  }
}
