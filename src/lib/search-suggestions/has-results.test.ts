import { describe, expect, it } from 'vitest'
import { GALLERY_INDEXES, galleryIndexDefinitions } from '@/lib/gallery-search/indexes'
import { createEngine } from '@/lib/search'
import { queryFindsResults } from './has-results'

function engineWithOneArtist() {
  const engine = createEngine(galleryIndexDefinitions())
  engine.index(GALLERY_INDEXES.artists)?.replaceAll([{ objectID: '7', name: 'Ada Moss', initial: 'M' }])
  engine.index(GALLERY_INDEXES.querySuggestions)?.replaceAll([{ objectID: 'q', query: 'lighthouse', popularity: 1 }])
  return engine
}

describe('queryFindsResults', () => {
  const engine = engineWithOneArtist()

  it('finds what the search page’s indexes hold', () => {
    expect(queryFindsResults(engine, 'ada moss')).toBe(true)
    expect(queryFindsResults(engine, 'ada mo')).toBe(true)
  })

  it('finds nothing for words no record has, nor in the suggestions themselves', () => {
    expect(queryFindsResults(engine, 'zebra crossing')).toBe(false)
    expect(queryFindsResults(engine, 'lighthouse')).toBe(false)
  })

  it('treats a query without words as finding nothing, not everything', () => {
    expect(queryFindsResults(engine, '!!! ???')).toBe(false)
  })
})
