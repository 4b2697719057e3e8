import { describe, expect, it } from 'vitest'
import { isOrganisation, locationOf, splitName, uidTag, uniqueSlug } from './names'

describe('artist names from museum records', () => {
  it('splits people into first and last name without honorifics or post-nominals', () => {
    expect(splitName('Joseph Mallord William Turner')).toMatchObject({
      firstName: 'Joseph Mallord William',
      lastName: 'Turner',
    })
    expect(splitName('Sir Eduardo Paolozzi')).toMatchObject({ firstName: 'Eduardo', lastName: 'Paolozzi' })
    expect(splitName('Henry Moore OM, CH')).toMatchObject({ firstName: 'Henry', lastName: 'Moore' })
    expect(splitName('Willem de Kooning')).toMatchObject({ firstName: 'Willem', lastName: 'de Kooning' })
    expect(splitName('Banksy')).toEqual({ firstName: 'Banksy', lastName: 'Banksy', single: true })
  })

  it('tells organisations and collaborations from people', () => {
    expect(isOrganisation('Tiffany & Co.', null)).toBe(true)
    expect(isOrganisation('Charles Eames, Ray Eames', null)).toBe(true)
    expect(isOrganisation('Henry Moore OM, CH', null)).toBe(false)
    expect(isOrganisation('Studio Job', 'Person')).toBe(false)
    expect(isOrganisation('Jakob + MacFarlane', 'Collaboration')).toBe(true)
  })

  it('reads CMOA and Tate places the same way round', () => {
    expect(locationOf('cmoa', 'Netherlands, Rotterdam', 'Dutch')).toBe('Rotterdam, Netherlands')
    expect(locationOf('tate', 'London, United Kingdom', null)).toBe('London, United Kingdom')
    expect(locationOf('moma', null, 'American')).toBe('American')
  })

  it('makes short unique URL segments from uids', () => {
    expect(uidTag('tate:558')).toBe('tate-558')
    expect(uidTag('cmoa:things/491f4702-0838-4a97-8b6c-416818bc5f01')).toMatch(/^cmoa-[0-9a-f]{14}$/)
    expect(uniqueSlug('Untitled', 'tate:1')).not.toBe(uniqueSlug('Untitled', 'tate:2'))
    expect(uniqueSlug('夜', 'moma:7')).toBe('moma-7')
  })
})
