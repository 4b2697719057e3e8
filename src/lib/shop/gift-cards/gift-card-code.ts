import { createHash, randomBytes } from 'node:crypto'

/**
 * No 0/O or 1/I: a code read off a mail or over the phone is typed back right. Exactly 32 characters, so a
 * random byte masked to its low 5 bits picks each one with equal chance.
 */
export const UNAMBIGUOUS_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

const CODE_LENGTH = 16

/** `length` crypto-random characters of the unambiguous alphabet, in groups of four joined by dashes. */
export function randomGroupedCode(length: number): string {
  const characters = [...randomBytes(length)].map((byte) => UNAMBIGUOUS_ALPHABET[byte & 31])
  return characters.join('').replace(/(.{4})(?=.)/g, '$1-')
}

/** A new gift card code, XXXX-XXXX-XXXX-XXXX. */
export function newGiftCardCode(): string {
  return randomGroupedCode(CODE_LENGTH)
}

/** The code as stored and compared: letters and digits only, upper case, so "abcd efgh…" is the same card. */
export function normalizeGiftCardCode(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z0-9]/g, '')
}

/** What the gift_cards row keeps instead of the code: its SHA-256 (hex) and its last four characters. */
export function giftCardCodeKey(code: string): { codeHash: string; last4: string } {
  const normalized = normalizeGiftCardCode(code)
  return { codeHash: createHash('sha256').update(normalized).digest('hex'), last4: normalized.slice(-4) }
}
