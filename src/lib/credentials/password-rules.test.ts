import { describe, expect, it } from 'vitest'
import { PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, passwordProblem } from './password-rules'

describe('passwordProblem', () => {
  it('asks for 10 to 128 characters', () => {
    expect(passwordProblem('x'.repeat(9))).toBe(PASSWORD_TOO_SHORT)
    expect(passwordProblem('x'.repeat(10))).toBeUndefined()
    expect(passwordProblem('x'.repeat(128))).toBeUndefined()
    expect(passwordProblem('x'.repeat(129))).toBe(PASSWORD_TOO_LONG)
  })
})
