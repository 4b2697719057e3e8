import { describe, expect, it } from 'vitest'
import { fieldErrorsOf } from '@/components/forms/answer-errors'
import {
  DUPLICATE_ADDRESS,
  forgotPasswordAnswer,
  RESET_LINK_EXPIRED,
  RESET_MAIL_SENT,
  resetRefusal,
  signUpRefusal,
  TOO_MANY_SIGN_UPS,
} from './account-failures'

/** Payload's answer to a failed validation, as its REST API sends it. */
const validationError = (...errors: { path: string; message: string }[]) => ({
  errors: [
    { name: 'ValidationError', message: 'The following field is invalid', data: { collection: 'customers', errors } },
  ],
})

describe('account form refusals', () => {
  it("reads Payload's field messages, the first per field", () => {
    const body = validationError({ path: 'password', message: 'too short' }, { path: 'password', message: 'later' })
    expect(fieldErrorsOf(body)).toEqual({ password: 'too short' })
    expect(fieldErrorsOf('<html>Bad gateway</html>')).toEqual({})
  })

  it('says an address is taken, and that sign-ups are limited', () => {
    const taken = validationError({ path: 'email', message: 'A user with the given email is already registered.' })
    expect(signUpRefusal(400, taken).fields).toEqual({ email: DUPLICATE_ADDRESS })
    expect(signUpRefusal(429, { errors: [{ message: 'Too many requests' }] })).toEqual({
      fields: {},
      message: TOO_MANY_SIGN_UPS,
    })
    expect(signUpRefusal(500, undefined).message).toMatch(/could not create your account/)
  })

  it('tells an expired link from a weak password', () => {
    expect(resetRefusal(403, { errors: [{ message: 'Token is either invalid or has expired.' }] }).message).toBe(
      RESET_LINK_EXPIRED,
    )
    const weak = validationError({ path: 'password', message: 'Choose a password of at least 10 characters' })
    expect(resetRefusal(400, weak).fields).toEqual({ password: 'Choose a password of at least 10 characters' })
  })

  it('gives every accepted reset request the same answer', () => {
    expect(forgotPasswordAnswer(200)).toEqual({ sent: true, message: RESET_MAIL_SENT })
    expect(forgotPasswordAnswer(429).sent).toBe(false)
  })
})
