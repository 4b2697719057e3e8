export type WordDistance = { readonly typos: number; readonly matchedLength: number }

// Three reused rows: highlighting calls this for every word of every highlighted attribute.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)]

/**
 * Optimal-string-alignment distance between `word` and `term`, or between `word` and the best
 * prefix of `term` when `prefix` is set. Returns undefined above `maxTypos`. Used on few, short
 * strings (highlighting); the dictionary walk in typo-walk.ts is the fast path for search.
 */
export function boundedDistance(
  word: string,
  term: string,
  maxTypos: number,
  prefix: boolean,
): WordDistance | undefined {
  const m = word.length
  if (!prefix && Math.abs(term.length - m) > maxTypos) return undefined
  if (rows[0].length <= m) rows = [new Int32Array(m + 1), new Int32Array(m + 1), new Int32Array(m + 1)]
  let [before, previous, current] = rows
  for (let j = 0; j <= m; j++) previous[j] = j
  // Plain numbers, not a result object per row: highlighting runs this for every word of every hit.
  let bestTypos = m
  let bestLength = 0
  let previousMin = 0
  for (let i = 1; i <= term.length; i++) {
    current[0] = i
    const c = term.charCodeAt(i - 1)
    let min = i
    for (let j = 1; j <= m; j++) {
      const cost = word.charCodeAt(j - 1) === c ? 0 : 1
      let value = Math.min((previous[j - 1] ?? 0) + cost, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1)
      if (i > 1 && j > 1 && word.charCodeAt(j - 1) === term.charCodeAt(i - 2) && word.charCodeAt(j - 2) === c) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1)
      }
      current[j] = value
      if (value < min) min = value
    }
    const atEnd = current[m] ?? m
    if (prefix && atEnd <= bestTypos) {
      bestTypos = atEnd
      bestLength = i
    }
    // No later row can come back within the bound (see typo-walk.ts for the transposition caveat).
    if (min > maxTypos && previousMin >= maxTypos) {
      return prefix && bestTypos <= maxTypos ? { typos: bestTypos, matchedLength: bestLength } : undefined
    }
    previousMin = min
    const oldest = before
    before = previous
    previous = current
    current = oldest
  }
  if (!prefix) {
    bestTypos = previous[m] ?? m
    bestLength = term.length
  }
  return bestTypos <= maxTypos ? { typos: bestTypos, matchedLength: bestLength } : undefined
}
