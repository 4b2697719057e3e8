import { describe, expect, it } from 'vitest'
import { disallowedTextPath, isAllowedText } from '@/server/allowed-text'

describe('the rule for text a request brings', () => {
  it('allows any text with tabs and line breaks, and characters beyond the basic plane as surrogate pairs', () => {
    for (const text of ['', 'Ada Lowe', 'Two lines:\r\n\tthe second', 'Café — 東京 🎨', '\u0080\u00ff\uffff'])
      expect(isAllowedText(text), JSON.stringify(text)).toBe(true)
  })

  it('refuses every other control character and DEL', () => {
    const refused = [...Array.from({ length: 0x20 }, (_, code) => code), 0x7f].filter(
      (code) => ![0x09, 0x0a, 0x0d].includes(code),
    )
    for (const code of refused) expect(isAllowedText(`a${String.fromCharCode(code)}b`), `U+${code}`).toBe(false)
  })

  it('refuses lone surrogates, high or low, anywhere in the text', () => {
    for (const text of ['\ud800', 'a\ud800b', 'a\udc00', '\udfff\ud83c', '🎨\ud83c', '\ud83c\ud83c\udfa8'])
      expect(isAllowedText(text), JSON.stringify(text)).toBe(false)
  })

  it('finds the first key or value that breaks it, as a dot path', () => {
    expect(disallowedTextPath({ name: 'Ada', tags: ['x', 'y'] })).toBeUndefined()
    expect(disallowedTextPath({ details: { name: 'A\u0000' } })).toBe('details.name')
    expect(disallowedTextPath({ tags: ['x', '\ud800'] })).toBe('tags.1')
    expect(disallowedTextPath({ details: { 'na\u0000me': 'Ada' } })).toBe('a key in details')
    expect(disallowedTextPath('\u0000')).toBe('body')
    expect(disallowedTextPath([1, null, true, { a: 2 }])).toBeUndefined()
  })
})
