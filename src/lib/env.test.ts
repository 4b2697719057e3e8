import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env'

describe('parseEnv', () => {
  it('fills defaults for a fresh clone', () => {
    const parsed = parseEnv({})
    expect(parsed.DATABASE_URL).toBe('file:./data/storefront.db')
    expect(parsed.SITE_URL).toBe('http://localhost:3000')
  })

  it('accepts a PostgreSQL URL', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u:p@localhost:5432/db' }).DATABASE_URL).toMatch(/^postgres/)
  })

  it('names every bad variable in one clear message', () => {
    const bad = () => parseEnv({ DATABASE_URL: 'mysql://nope', SITE_URL: 'not a url' })
    expect(bad).toThrow(EnvError)
    expect(bad).toThrow(/DATABASE_URL: must start with file: \(SQLite\) or postgres:\/\//)
    expect(bad).toThrow(/SITE_URL/)
  })
})
