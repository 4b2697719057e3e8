import { describe, expect, it } from 'vitest'
import { giftCardCodeKey, newGiftCardCode, normalizeGiftCardCode, UNAMBIGUOUS_ALPHABET } from './gift-card-code'

describe('gift card codes', () => {
  it('are 16 characters of the unambiguous alphabet in four groups', () => {
    expect(UNAMBIGUOUS_ALPHABET).toHaveLength(32)
    expect(new Set(UNAMBIGUOUS_ALPHABET).size).toBe(32)
    for (let i = 0; i < 200; i++) expect(newGiftCardCode()).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/)
  })

  it('differ from one card to the next', () => {
    const codes = new Set(Array.from({ length: 1000 }, newGiftCardCode))
    expect(codes.size).toBe(1000)
  })

  it('match however the buyer types them: case, spaces and dashes do not count', () => {
    expect(normalizeGiftCardCode(' abcd-efgh jkmn-pq23 ')).toBe('ABCDEFGHJKMNPQ23')
    expect(giftCardCodeKey('abcd efgh jkmn pq23')).toEqual(giftCardCodeKey('ABCD-EFGH-JKMN-PQ23'))
  })

  it('are kept as a SHA-256 hash and the last four characters', () => {
    const key = giftCardCodeKey('ABCD-EFGH-JKMN-PQ23')
    expect(key.last4).toBe('PQ23')
    expect(key.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(key.codeHash).not.toContain('ABCD')
  })
})
