/** Deeper JSON than this is refused before it is parsed: no request of ours nests half as deep. */
export const MAX_JSON_DEPTH = 64

/**
 * How deep arrays and objects nest in a JSON text, counted without parsing it (strings skipped), so a
 * pathological body costs one pass and never reaches a recursive parser or validator.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c) i++
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x7b || char === 0x5b) deepest = Math.max(deepest, ++depth)
    else if (char === 0x7d || char === 0x5d) depth--
  }
  return deepest
}
