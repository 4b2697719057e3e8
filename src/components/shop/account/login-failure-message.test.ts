import { describe, expect, it } from 'vitest'
import { loginFailureMessage } from './account-failures'

const payloadError = (message: string) => ({ errors: [{ message }] })

describe('loginFailureMessage', () => {
  it('says the credentials do not match for a plain 401', () => {
    expect(loginFailureMessage(401, payloadError('The email or password provided is incorrect.'))).toBe(
      'That email and password do not match an account.',
    )
  })

  it('says the account is locked when Payload locked it', () => {
    expect(
      loginFailureMessage(401, payloadError('This user is locked due to having too many failed login attempts.')),
    ).toMatch(/locked/)
  })

  it('asks to wait when rate-limited, and to retry on a server error', () => {
    expect(loginFailureMessage(429, null)).toMatch(/wait/)
    expect(loginFailureMessage(500, 'not json')).toMatch(/try again/)
  })
})
