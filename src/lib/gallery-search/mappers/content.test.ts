import { describe, expect, it } from 'vitest'
import { artistNameOrder } from './content'

const order = (lastName: string, firstName = 'Jo', studioName: string | null = null) =>
  artistNameOrder({ lastName, firstName, studioName })

describe('artistNameOrder', () => {
  it('sorts by last name, then first name, accents read as their letters', () => {
    const names = [order('Zhang'), order('Moss', 'Bo'), order('Moss', 'Al'), order('Émile'), order('de Kooning')]
    expect([...names].sort((a, b) => a - b)).toEqual([
      order('de Kooning'),
      order('Émile'),
      order('Moss', 'Al'),
      order('Moss', 'Bo'),
      order('Zhang'),
    ])
  })

  it('files a studio under its own name, and a short name before a longer one it begins', () => {
    expect(order('Young', 'Jo', 'Atelier North')).toBeLessThan(order('Baker'))
    expect(order('Li')).toBeLessThan(order('Lim'))
  })

  it('stays an exact integer', () => {
    expect(Number.isSafeInteger(order('Zzzzzzzzzz', 'Zzz'))).toBe(true)
  })
})
