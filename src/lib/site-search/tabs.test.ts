import { describe, expect, it } from 'vitest'
import { shownTab, showsNoResults, showsResultsHeader, type TabCounts, totalResults, visibleTabs } from './tabs'

const counts = (given: Partial<TabCounts>): TabCounts => ({
  artwork: 0,
  artist: 0,
  collection: 0,
  journal: 0,
  exhibition: 0,
  ...given,
})

describe('search tabs', () => {
  it('shows Artwork always and the others only when they found something, in the page order', () => {
    expect(visibleTabs(counts({}))).toEqual(['artwork'])
    expect(visibleTabs(counts({ exhibition: 1, artist: 2, journal: 3 }))).toEqual([
      'artwork',
      'artist',
      'journal',
      'exhibition',
    ])
  })

  it('keeps the chosen tab while it has results', () => {
    expect(shownTab('journal', counts({ artwork: 5, journal: 1 }))).toBe('journal')
  })

  it('falls back from an empty tab in the order Artwork, Artist, Exhibition, Collection, Journal', () => {
    expect(shownTab('journal', counts({ artwork: 5, artist: 1 }))).toBe('artwork')
    expect(shownTab('artwork', counts({ journal: 1, collection: 1, exhibition: 1, artist: 1 }))).toBe('artist')
    expect(shownTab('artist', counts({ journal: 1, collection: 1, exhibition: 1 }))).toBe('exhibition')
    expect(shownTab('artist', counts({ journal: 1, collection: 1 }))).toBe('collection')
    expect(shownTab('artist', counts({ journal: 1 }))).toBe('journal')
    expect(shownTab('journal', counts({}))).toBe('artwork')
  })

  it('counts every kind of result in the total', () => {
    expect(totalResults(counts({ artwork: 3, artist: 2, journal: 1 }))).toBe(6)
  })

  it('shows the header for queries longer than 2 characters, the no-results page past 4 with nothing found', () => {
    expect(showsResultsHeader('ab')).toBe(false)
    expect(showsResultsHeader('abc')).toBe(true)
    expect(showsNoResults('abcd', counts({}))).toBe(false)
    expect(showsNoResults('abcde', counts({}))).toBe(true)
    expect(showsNoResults('abcde', counts({ journal: 1 }))).toBe(false)
  })
})
