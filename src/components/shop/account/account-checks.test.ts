import { describe, expect, it } from 'vitest'
import { PASSWORD_TOO_SHORT } from '@/lib/credentials/password-rules'
import { hasErrors } from '@/components/forms/field-errors'
import { newPasswordProblems, PASSWORDS_DIFFER, signUpProblems } from './account-checks'

const good = {
  firstName: 'Ada',
  lastName: 'Moss',
  email: 'ada@example.test',
  password: 'a-long-password',
  confirm: 'a-long-password',
}

describe('account form checks', () => {
  it('passes a complete sign-up', () => {
    expect(hasErrors(signUpProblems(good))).toBe(false)
  })

  it('names each missing field', () => {
    expect(signUpProblems({ ...good, firstName: ' ', lastName: '', email: '' })).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter your email address',
    })
  })

  it('holds a new password to the shared rule, then to its confirmation', () => {
    expect(newPasswordProblems({ password: 'short', confirm: 'other' })).toEqual({ password: PASSWORD_TOO_SHORT })
    expect(newPasswordProblems({ password: 'a-long-password', confirm: 'a-long-passwore' })).toEqual({
      confirm: PASSWORDS_DIFFER,
    })
  })
})
