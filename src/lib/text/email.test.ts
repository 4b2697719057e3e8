import { describe, expect, it } from 'vitest'
import { EMAIL_MAX_LENGTH, emailFieldError, INVALID_EMAIL_MESSAGE, isValidEmail } from './email'

describe('isValidEmail', () => {
  it.each([
    'ada@example.com',
    'Ada.Lowe+news@studio.example.co.uk',
    "o'keeffe@ex--ample.org",
    '  padded@example.com  ',
    'a_b-c@sub.domain.example',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })

  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@example.c',
    'ada lowe@example.com',
    '"ada"@example.com',
    '.ada@example.com',
    'ada.@example.com',
    'ada..lowe@example.com',
    'ada@example..com',
    'ada@-example.com',
    'ada@example-.com',
    'ada@example.123',
    'ada@@example.com',
    '<script>@example.com',
  ])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false)
  })

  it('refuses an address longer than any deliverable one', () => {
    const local = 'a'.repeat(64)
    const domain = `${'b'.repeat(60)}.`.repeat(4)
    expect(isValidEmail(`${local}@${domain}com`)).toBe(false)
    expect(`${local}@${domain}com`.length).toBeGreaterThan(EMAIL_MAX_LENGTH)
  })

  it('refuses a hostile run of hyphens by its length, before the pattern sees it', () => {
    expect(isValidEmail(`a@${'a-'.repeat(5000)}b.com`)).toBe(false)
  })
})

describe('emailFieldError', () => {
  it('says nothing while the field is empty or valid', () => {
    expect(emailFieldError('')).toBeNull()
    expect(emailFieldError('   ')).toBeNull()
    expect(emailFieldError('ada@example.com')).toBeNull()
  })

  it('asks for a valid email while an invalid one is typed', () => {
    expect(emailFieldError('ada@')).toBe(INVALID_EMAIL_MESSAGE)
  })

  it('refuses an empty field on submit', () => {
    expect(emailFieldError('', { submitting: true })).toBe(INVALID_EMAIL_MESSAGE)
    expect(emailFieldError('ada@example.com', { submitting: true })).toBeNull()
  })
})
