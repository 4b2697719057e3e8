import { describe, expect, it } from 'vitest'
import { EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE } from '@/lib/text/email'
import { newsletterSignup } from './signup-request'

describe('newsletterSignup', () => {
  it('keeps the address trimmed and in lower case', () => {
    expect(newsletterSignup.parse({ email: '  Ada.Lowe@Example.COM ' })).toEqual({ email: 'ada.lowe@example.com' })
  })

  it('refuses what the form refuses, with the form’s message', () => {
    const result = newsletterSignup.safeParse({ email: 'ada@example' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(INVALID_EMAIL_MESSAGE)
  })

  it('refuses a missing, empty, non-string or over-long email', () => {
    for (const body of [{}, { email: '' }, { email: 42 }, { email: null }, null, [], 'ada@example.com']) {
      expect(newsletterSignup.safeParse(body).success, JSON.stringify(body)).toBe(false)
    }
    const long = `${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`
    expect(newsletterSignup.safeParse({ email: long }).error?.issues[0]?.message).toMatch(/at most 254/)
  })
})
