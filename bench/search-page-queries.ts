import { FACET_ATTRIBUTE_NAMES, PRICE_ATTRIBUTE } from '../src/components/artwork-grid/artwork-grid-params'
import { GALLERY_INDEXES } from '../src/lib/gallery-search/indexes'
import type { ArtworkRecord, QuerySuggestionRecord } from '../src/lib/gallery-search/records'
import type { CatalogQuery, QueryBody } from './catalog-queries'
import { catalogVocabulary, spread } from './catalog-words'

const HITS_PER_PAGE = 12
const SUGGESTIONS_SHOWN = 5
/** The search page asks for suggestions once the query is longer than 3 characters. */
const SUGGESTION_MIN_PREFIX = 4
const AIS_TAGS = { highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' }

/**
 * The artwork grid's first request as its InstantSearch widgets build it: every refinement list's facet and
 * the price range's (for facets_stats), sorted as the helper sorts them; 200 values because the artist
 * list shows up to 200.
 */
const artworkRequest = (query: string) => ({
  indexName: GALLERY_INDEXES.artworks,
  query,
  facets: [...FACET_ATTRIBUTE_NAMES, PRICE_ATTRIBUTE].sort(),
  maxValuesPerFacet: 200,
  hitsPerPage: HITS_PER_PAGE,
  page: 0,
  attributesToHighlight: [],
  ...AIS_TAGS,
})

const TAB_INDEXES = [
  GALLERY_INDEXES.artists,
  GALLERY_INDEXES.collections,
  GALLERY_INDEXES.journal,
  GALLERY_INDEXES.exhibitions,
]

/** The search page's one call: the artwork grid and each other tab's list (whose nbHits are the tabs' counts). */
function searchPageBody(query: string): QueryBody {
  return {
    requests: [
      artworkRequest(query),
      ...TAB_INDEXES.map((indexName) => ({ indexName, query, hitsPerPage: HITS_PER_PAGE, page: 0, ...AIS_TAGS })),
    ],
  }
}

/** What visitors would search: title words common and rare, artists' full and last names, two-word titles. */
function searchPageWords(artworks: readonly ArtworkRecord[]): string[] {
  const { titleWords, titlePairs, artists, mediums } = catalogVocabulary(artworks)
  const names = spread(artists, 12, 1000).map(({ value }) => value)
  const lastNames = names.map(
    (name) =>
      name
        .split(/[\s,]+/)
        .filter((part) => part.length >= 4)
        .at(-1) ?? name,
  )
  const words = spread(titleWords, 28, 3000).map(({ value }) => value)
  const phrases = spread(titlePairs, 8, 500).map(({ value }) => value)
  const medium = spread(mediums, 4).map(({ value }) => value.toLowerCase())
  return [...names, ...lastNames, ...words, ...phrases, ...medium]
}

/** Prefixes of 4 characters and more of suggestions common and rare, as typed on the way to them. */
function suggestionPrefixes(suggestions: readonly QuerySuggestionRecord[]): string[] {
  const byPopularity = [...suggestions].sort((a, b) => b.popularity - a.popularity)
  return spread(byPopularity, 30).flatMap(({ query }) =>
    [SUGGESTION_MIN_PREFIX, SUGGESTION_MIN_PREFIX + 2]
      .filter((length) => length <= query.length)
      .map((length) => query.slice(0, length)),
  )
}

/** The search page's two requests of issue 13: the five-index multi-query and the suggestion query. */
export function searchPageQueries(
  artworks: readonly ArtworkRecord[],
  suggestions: readonly QuerySuggestionRecord[],
): CatalogQuery[] {
  const words = searchPageWords(artworks)
  const prefixes = suggestionPrefixes(suggestions)
  return [
    { name: `(g) search page: 5 indexes, grid facets (${words.length} queries)`, bodies: words.map(searchPageBody) },
    {
      name: `(h) query suggestions, 4+ char prefixes (${prefixes.length})`,
      bodies: prefixes.map((query) => ({
        requests: [{ indexName: GALLERY_INDEXES.querySuggestions, query, hitsPerPage: SUGGESTIONS_SHOWN, ...AIS_TAGS }],
      })),
    },
  ]
}
