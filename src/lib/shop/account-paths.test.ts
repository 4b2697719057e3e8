import { describe, expect, it } from 'vitest'
import { ACCOUNT_PATHS, carryingRedirect } from './account-paths'

describe('carryingRedirect', () => {
  it('keeps where to go after signing in, unless that is the account page', () => {
    expect(carryingRedirect(ACCOUNT_PATHS.register, '/saved')).toBe('/account/register?redirect_after_login=%2Fsaved')
    expect(carryingRedirect(ACCOUNT_PATHS.register, '/account')).toBe('/account/register')
  })
})
