/**
 * The one rule for text any request brings: no control characters but tab, line feed and carriage return,
 * and no lone UTF-16 surrogates. PostgreSQL refuses a NUL in text with an error, a lone surrogate cannot go
 * into a header or be stored as UTF-8 unchanged, and no other control character is ever typed by a person.
 * It lives with the HTTP server, which is compiled on its own, so that the server and the app share it.
 */

export const NOT_ALLOWED_TEXT = 'contains a character that is not allowed'

const TAB = 0x09
const LINE_FEED = 0x0a
const CARRIAGE_RETURN = 0x0d
const DELETE = 0x7f

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff

/** Whether a text keeps the rule: no control character but tab and line breaks, no lone surrogate. */
export function isAllowedText(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 0x20) {
      if (code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) return false
    } else if (code === DELETE || isLowSurrogate(code)) return false
    else if (isHighSurrogate(code)) {
      if (!isLowSurrogate(text.charCodeAt(index + 1))) return false
      index++
    }
  }
  return true
}

/**
 * Where in a parsed JSON value (or any tree of objects, arrays and strings) the first text that breaks the rule
 * is, as a dot path: `details.name` for a value, `a key in details` for a key, `body` for the value itself.
 * Undefined when there is none.
 */
export function disallowedTextPath(value: unknown, at = ''): string | undefined {
  if (typeof value === 'string') return isAllowedText(value) ? undefined : at || 'body'
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, item] of Object.entries(value)) {
    // The key itself is not repeated: it is the text that breaks the rule.
    if (!isAllowedText(key)) return at ? `a key in ${at}` : 'a key'
    const path = at ? `${at}.${key}` : key
    const found = disallowedTextPath(item, path)
    if (found) return found
  }
  return undefined
}
