import { describe, expect, it } from 'vitest'
import { ACCOUNT_PATHS, carryingRedirect, signInTargetOf } from './account-paths'

describe('carryingRedirect', () => {
  it('keeps where to go after signing in, unless that is the account page', () => {
    expect(carryingRedirect(ACCOUNT_PATHS.register, '/saved')).toBe('/account/register?redirect_after_login=%2Fsaved')
    expect(carryingRedirect(ACCOUNT_PATHS.register, '/account')).toBe('/account/register')
  })
})

describe('signInTargetOf', () => {
  it('reads where to go from the address, the first of a repeated parameter counting', () => {
    const url = new URL('http://localhost/account/login?redirect_after_login=/saved&redirect_after_login=/cart')
    expect(signInTargetOf(url).redirectTo).toBe('/saved')
  })
})

describe('signInTarget', () => {
  it.each(['/.//evil.example', '/%2f%2fevil.example', '/%5Cevil.example', '/..//evil.example', 'JaVaScRiPt:alert(1)'])(
    'goes to the account page instead of %j, which leaves the site',
    (target) => {
      const url = new URL(`http://localhost/account/login?redirect_after_login=${encodeURIComponent(target)}`)
      expect(signInTargetOf(url).redirectTo).toBe(ACCOUNT_PATHS.account)
    },
  )

  it('goes to the normal form of a same-site path', () => {
    const url = new URL('http://localhost/account/login?redirect_after_login=/artists/./ada-lowe')
    expect(signInTargetOf(url).redirectTo).toBe('/artists/ada-lowe')
  })
})
