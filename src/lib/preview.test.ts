import { describe, expect, it } from 'vitest'
import { isPreviewSecret, isPreviewToken, previewToken } from './preview'

describe('isPreviewSecret', () => {
  it('accepts only the exact secret', () => {
    expect(isPreviewSecret('s3cret-value', 's3cret-value')).toBe(true)
    expect(isPreviewSecret('s3cret-valuE', 's3cret-value')).toBe(false)
    expect(isPreviewSecret('s3cret', 's3cret-value')).toBe(false)
    expect(isPreviewSecret(undefined, 's3cret-value')).toBe(false)
    expect(isPreviewSecret('', 's3cret-value')).toBe(false)
  })
})

describe('previewToken', () => {
  const secret = 'preview-secret-for-tests'
  const now = Date.UTC(2026, 0, 1)

  it('does not contain the secret, and is accepted until it expires a week later', () => {
    const token = previewToken(secret, now)
    expect(token).not.toContain(secret)
    expect(isPreviewToken(token, secret, now)).toBe(true)
    expect(isPreviewToken(token, secret, now + 6 * 24 * 60 * 60 * 1000)).toBe(true)
    expect(isPreviewToken(token, secret, now + 8 * 24 * 60 * 60 * 1000)).toBe(false)
  })

  it('rejects a token signed with another secret, a changed expiry, the raw secret and junk', () => {
    const token = previewToken(secret, now)
    const [expiresAt, signature] = token.split('.')
    expect(isPreviewToken(previewToken('another-secret-value', now), secret, now)).toBe(false)
    expect(isPreviewToken(`${Number(expiresAt) + 3600}.${signature}`, secret, now)).toBe(false)
    expect(isPreviewToken(secret, secret, now)).toBe(false)
    expect(isPreviewToken(undefined, secret, now)).toBe(false)
    expect(isPreviewToken('1.x', secret, now)).toBe(false)
  })
})
