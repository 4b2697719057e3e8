import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '../env'
import { effectiveLimits, RATE_LIMITS } from './rules'

describe('RATE_LIMITS overrides', () => {
  it('keeps the defaults when nothing is configured', () => {
    expect(effectiveLimits(parseEnv({}).RATE_LIMITS)).toEqual(RATE_LIMITS)
  })

  it('replaces the named rules only', () => {
    const limits = effectiveLimits(parseEnv({ RATE_LIMITS: 'login=1000/60, search=5/1' }).RATE_LIMITS)
    expect(limits.login).toEqual({ points: 1000, seconds: 60 })
    expect(limits.search).toEqual({ points: 5, seconds: 1 })
    expect(limits['sign-up']).toEqual(RATE_LIMITS['sign-up'])
  })

  it('names an unknown rule or a malformed entry', () => {
    expect(() => parseEnv({ RATE_LIMITS: 'logins=5/60' })).toThrow(EnvError)
    expect(() => parseEnv({ RATE_LIMITS: 'login=5' })).toThrow(/RATE_LIMITS/)
  })
})
