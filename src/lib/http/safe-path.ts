// A host no request can carry: whatever resolves away from it names another site.
const PROBE_ORIGIN = 'http://site.invalid'
const MAX_DECODING_ROUNDS = 5
const isControlCharacter = (character: string) => character <= '\u001f' || character === '\u007f'

// Only ASCII escapes can spell a slash, backslash, dot, colon or control character.
const ASCII_ESCAPE = /%([0-7][0-9a-f])/gi

/**
 * `text` with its ASCII escapes decoded until nothing changes, or undefined when it is still changing.
 * A stray `%` (`/search?q=100%25` decodes to `100%`) stays as it is rather than spoiling the rest.
 */
function fullyDecoded(text: string): string | undefined {
  let current = text
  for (let round = 0; round < MAX_DECODING_ROUNDS; round++) {
    const decoded = current.replace(ASCII_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    if (decoded === current) return current
    current = decoded
  }
  return undefined
}

/**
 * `target` as the browser would resolve it on this site (backslashes read as slashes, dot segments gone),
 * or undefined when it starts anywhere but the site's root or lands on another site.
 */
function resolvedOnSite(target: string): string | undefined {
  // The URL parser drops tabs and newlines, so `/\t/evil.example` would read as `//evil.example`.
  if (!target.startsWith('/') || [...target].some(isControlCharacter)) return undefined
  let url: URL
  try {
    url = new URL(target, PROBE_ORIGIN)
  } catch {
    return undefined
  }
  if (url.origin !== PROBE_ORIGIN) return undefined
  const path = `${url.pathname}${url.search}${url.hash}`
  return /^\/(?![/\\])/.test(path) ? path : undefined
}

/**
 * A redirect target in its normal form when it is a path on this site, else undefined. It must stay on the
 * site both as written and once every layer of percent-encoding is decoded, since a router along the way may
 * decode `/%2f%2fevil.example` into `//evil.example`.
 */
export function localPath(target: string | null | undefined): string | undefined {
  if (!target) return undefined
  const decoded = fullyDecoded(target)
  if (decoded === undefined || resolvedOnSite(decoded) === undefined) return undefined
  return resolvedOnSite(target)
}

/** Only same-site paths are followed, so a crafted link can't send a visitor to another site. */
export function safeLocalPath(target: string | null | undefined, fallback: string): string {
  return localPath(target) ?? fallback
}
