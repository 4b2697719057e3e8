/** Shared-prefix length of each sorted term with the one before it (lcp[0] and lcp[n] are 0). */
export function sharedPrefixLengths(sorted: readonly string[]): Uint8Array {
  const lcp = new Uint8Array(sorted.length + 1)
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1] ?? ''
    const b = sorted[i] ?? ''
    const limit = Math.min(a.length, b.length)
    let shared = 0
    while (shared < limit && a.charCodeAt(shared) === b.charCodeAt(shared)) shared++
    lcp[i] = shared
  }
  return lcp
}

/**
 * Finds where the subtree of sorted terms sharing a prefix ends in O(log n): `levels[k][i]` is the
 * minimum of lcp[i .. i + 2^k - 1], so the walk jumps by powers of two instead of term by term.
 */
export class SubtreeSkipper {
  private readonly levels: Uint8Array[]

  constructor(readonly lcp: Uint8Array) {
    this.levels = [lcp]
    for (let width = 1; width * 2 <= lcp.length; width *= 2) {
      const previous = this.levels[this.levels.length - 1] as Uint8Array
      const next = new Uint8Array(lcp.length - width * 2 + 1)
      for (let i = 0; i < next.length; i++) next[i] = Math.min(previous[i] ?? 0, previous[i + width] ?? 0)
      this.levels.push(next)
    }
  }

  /**
   * First index after `from` whose term does not share the first `depth` characters of terms[from].
   * Gallops up then down, so a subtree of s terms costs O(log s): most skipped subtrees hold one term.
   */
  subtreeEnd(from: number, depth: number): number {
    const { levels } = this
    let position = from + 1
    let k = 0
    for (; k < levels.length; k++) {
      const level = levels[k] as Uint8Array
      if (position >= level.length || (level[position] ?? 0) < depth) break
      position += 1 << k
    }
    for (k--; k >= 0; k--) {
      const level = levels[k] as Uint8Array
      if (position < level.length && (level[position] ?? 0) >= depth) position += 1 << k
    }
    return Math.min(position, this.lcp.length - 1)
  }
}
