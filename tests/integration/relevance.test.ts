import { beforeAll, describe, expect, it } from 'vitest'
import { GALLERY_INDEXES } from '@/lib/gallery-search/indexes'
import type { ArtistRecord, ArtworkRecord } from '@/lib/gallery-search/records'
import type { SearchEngine } from '@/lib/search/engine/search-engine'
import { fillCatalogSuggestions, importedRelevanceRecords, relevanceEngine } from './relevance-catalog'
import {
  acceptedBefore,
  describeArtists,
  describeArtworks,
  holdsPhrase,
  holdsWordStarting,
  isExactly,
  wordsApart,
} from './relevance-expectations'

/**
 * Issue 13, point 7: relevance on a slice of the real catalog (tests/fixtures/relevance, made by
 * scripts/make-relevance-slice.ts). Every expectation is a rule over the data (who made the work,
 * what its title says, its medium), not a recorded ranking; docs/decisions/0022-relevance-test-set.md.
 */
let engine: SearchEngine

beforeAll(async () => {
  const records = await importedRelevanceRecords()
  engine = relevanceEngine(records)
  await fillCatalogSuggestions(engine, records)
}, 300_000)

/** Every hit of a query, best first (the index pages up to 1,000). */
function artworks(query: string): ArtworkRecord[] {
  const index = engine.index(GALLERY_INDEXES.artworks)
  return (index?.search({ query, offset: 0, length: 1000 }).hits ?? []) as ArtworkRecord[]
}

function artists(query: string): ArtistRecord[] {
  const index = engine.index(GALLERY_INDEXES.artists)
  return (index?.search({ query, offset: 0, length: 20 }).hits ?? []) as ArtistRecord[]
}

function suggestions(query: string): string[] {
  const index = engine.index(GALLERY_INDEXES.querySuggestions)
  return (index?.search({ query, offset: 0, length: 8 }).hits ?? []).map((hit) => String(hit.query))
}

/** What a hit's searchable attributes say. */
const searchableTexts = (hit: ArtworkRecord) => [
  hit.product_type,
  hit.vendor,
  hit.title,
  ...(hit.tags ?? []),
  hit.body_html_safe,
]

/**
 * At least `least` hits `first` accepts, all before any hit `later` accepts (by default: any other hit).
 * -1 stands for "one came after".
 */
function expectFirst(
  query: string,
  first: (hit: ArtworkRecord) => boolean,
  least: number,
  later?: (hit: ArtworkRecord) => boolean,
): void {
  const hits = artworks(query)
  const accepted = acceptedBefore(hits, first, later) ?? -1
  expect(accepted, `'${query}':\n${describeArtworks(hits).join('\n')}`).toBeGreaterThanOrEqual(least)
}

const ARTIST_QUERIES = [
  // Others' works name him: Avedon's 'Andy Warhol and Members of the Factory', Beuys's 'Joseph Beuys by Andy Warhol'.
  ['andy warhol', 'Andy Warhol'],
  // Hockney's 'For John Constable', Blake's 'Liberty as a ‘Suffolk Child by John Constable R.A.’'.
  ['john constable', 'John Constable'],
  // Carey Young's 'Body Techniques (after A Line in Ireland, Richard Long, 1974)'.
  ['richard long', 'Richard Long'],
  ['henry moore', 'Henry Moore'],
  ['david hockney', 'David Hockney'],
  ['francis bacon', 'Francis Bacon'],
  ['paul nash', 'Paul Nash'],
] as const

describe('an exact artist name', () => {
  it.each(ARTIST_QUERIES)("'%s' ranks every work by %s before any other", (query, name) => {
    expectFirst(query, (hit) => hit.vendor === name, 20)
  })

  it.each(ARTIST_QUERIES)("'%s' puts %s first in the artists index", (query, name) => {
    expect(describeArtists(artists(query))[0]).toBe(name)
  })
})

describe('a title phrase', () => {
  // Each has titles holding the words apart too: 'Whalers at Sea at Sunset', 'Storm Clouds at Sea',
  // 'The Rigi: Grey and Blue', 'Norham Village and Castle', 'Head and Shoulders of a Woman', ...
  it.each([
    'sunset at sea',
    'storm at sea',
    'blue rigi',
    'norham castle',
    'mother and child',
    'head of a woman',
    'reclining figure',
    'lake geneva',
    'river thames',
    'salisbury cathedral',
  ])("'%s': titles holding the phrase come before titles with the words apart", (query) => {
    const apart = (hit: ArtworkRecord) => wordsApart(hit.title, query)
    expect(artworks(query).some(apart)).toBe(true)
    expectFirst(query, (hit) => holdsPhrase(hit.title, query), 3, apart)
  })
})

describe('a medium word', () => {
  // Titles name mediums too: Henry Moore's print 'Six Sculpture Ideas', Fedden's painting 'The Etching Table'.
  it.each([
    ['sculpture', 'Sculpture & Objects'],
    ['photograph', 'Photography'],
    ['painting', 'Painting'],
    ['drawing', 'Drawing'],
    ['print', 'Print'],
  ])("'%s' ranks every %s work first", (query, medium) => {
    expectFirst(query, (hit) => hit.product_type === medium, 20)
  })
})

describe('a one-letter typo in a word of 5+ letters', () => {
  it.each([
    ['constble', (hit: ArtworkRecord) => hit.vendor === 'John Constable'],
    ['andy warhil', (hit: ArtworkRecord) => hit.vendor === 'Andy Warhol'],
    ['hockny', (hit: ArtworkRecord) => hit.vendor === 'David Hockney'],
    ['sculptre', (hit: ArtworkRecord) => hit.product_type === 'Sculpture & Objects'],
    ['salisbry cathedral', (hit: ArtworkRecord) => holdsPhrase(hit.title, 'salisbury cathedral')],
    ['reclning figure', (hit: ArtworkRecord) => holdsPhrase(hit.title, 'reclining figure')],
  ] as const)("'%s' still finds the work", (query, belongs) => {
    expectFirst(query, belongs, 3)
  })

  it('finds the artist in the artists index', () => {
    expect(describeArtists(artists('hockny'))[0]).toBe('David Hockney')
    expect(describeArtists(artists('lichtenstin'))[0]).toBe('Roy Lichtenstein')
  })
})

describe('the last word as a prefix while typing', () => {
  it.each([
    ['andy war', (hit: ArtworkRecord) => hit.vendor === 'Andy Warhol'],
    ['richard lo', (hit: ArtworkRecord) => hit.vendor === 'Richard Long'],
    ['sunset at s', (hit: ArtworkRecord) => holdsPhrase(hit.title, 'sunset at s')],
    ['mother and ch', (hit: ArtworkRecord) => holdsPhrase(hit.title, 'mother and ch')],
    ['sculpt', (hit: ArtworkRecord) => hit.product_type === 'Sculpture & Objects'],
  ] as const)("'%s' finds what the whole word would", (query, belongs) => {
    expectFirst(query, belongs, 3)
  })

  it('finds the artist in the artists index', () => {
    expect(describeArtists(artists('richard lo'))[0]).toBe('Richard Long')
    expect(describeArtists(artists('roy lichten'))[0]).toBe('Roy Lichtenstein')
  })
})

/** Issue 28, item 10: search means what it says. */
describe('a word the catalog holds', () => {
  // Each is one typo from other words the slice holds ('paint' from 'print', and the other way round).
  it.each([
    ['paint', 'paint'],
    ['print', 'print'],
    ['storm', 'storm'],
  ])("'%s' finds only works holding a word that begins with '%s', none by a word one typo away", (query, prefix) => {
    const hits = artworks(query)
    const others = hits.filter((hit) => !holdsWordStarting(searchableTexts(hit), prefix))
    expect(hits.length).toBeGreaterThan(0)
    expect(describeArtworks(others), `'${query}' also found`).toEqual([])
  })

  it("suggests only completions of 'pain', not 'rain' or any other word one typo away", () => {
    const offered = suggestions('pain')
    expect(offered.length).toBeGreaterThan(0)
    expect(offered.filter((query) => !holdsWordStarting([query], 'pain'))).toEqual([])
  })
})

describe('a title typed whole', () => {
  // Each is also held by longer titles: 'Figures and Shipping at Cowes', 'Two Views; Also Figures and Shipping'.
  it.each(['Figures and Shipping', 'Salisbury Cathedral', 'Sunset at Sea', 'Storm at Sea', 'Group of Figures'])(
    "'%s' ranks the works so titled before longer titles holding it",
    (title) => {
      const longer = (hit: ArtworkRecord) => !isExactly(hit.title, title) && holdsPhrase(hit.title, title)
      expect(artworks(title).some(longer)).toBe(true)
      expectFirst(title, (hit) => isExactly(hit.title, title), 1)
    },
  )
})
