import { artworkIndexSettings } from '@/lib/catalog/artwork-index-settings'
import { PRODUCTS_INDEX } from '@/lib/catalog/sort-indexes'
import type { IndexDefinition, IndexSettings, RankingRule } from '@/lib/search/types'

const newestFirst: RankingRule = { attribute: 'published_at', direction: 'desc' }

function contentSettings(searchable: string[], facets: string[]): IndexSettings {
  return {
    searchableAttributes: searchable,
    attributesForFaceting: facets,
    numericAttributes: ['published_at'],
    customRanking: [newestFirst],
    // As the artworks' (decision 0047): a word the index holds does not also find its typo neighbours.
    typoTolerance: 'min',
    replicas: [],
  }
}

/** The gallery's indexes by what they hold. */
export const GALLERY_INDEXES = {
  artworks: PRODUCTS_INDEX,
  artists: 'artists',
  /** The artists from A to Z by their filing name (a replica of `artists`): the directory without a query. */
  artistsByName: 'artists_name_asc',
  collections: 'collections',
  journal: 'journal',
  exhibitions: 'exhibitions',
  querySuggestions: 'query_suggestions',
} as const

/** Every index the storefront queries; `prefix` renames them all (e.g. per environment). */
export function galleryIndexDefinitions(prefix = ''): IndexDefinition[] {
  const products = `${prefix}${GALLERY_INDEXES.artworks}`
  return [
    { name: products, settings: artworkIndexSettings(products) },
    {
      name: `${prefix}${GALLERY_INDEXES.artists}`,
      settings: {
        ...contentSettings(['name', 'studioName', 'firstName', 'lastName', 'location'], ['location', 'initial']),
        numericAttributes: ['published_at', 'name_order'],
        // Algolia's most: the directory pages through a letter of a large catalog's artists.
        paginationLimitedTo: 20_000,
        replicas: [
          { name: `${prefix}${GALLERY_INDEXES.artistsByName}`, sort: { attribute: 'name_order', direction: 'asc' } },
        ],
      },
    },
    {
      name: `${prefix}${GALLERY_INDEXES.collections}`,
      settings: contentSettings(['title', 'excerpt', 'category'], ['category']),
    },
    {
      name: `${prefix}${GALLERY_INDEXES.journal}`,
      settings: contentSettings(['title', 'excerpt', 'category'], ['category']),
    },
    {
      name: `${prefix}${GALLERY_INDEXES.exhibitions}`,
      settings: contentSettings(['title', 'exhibitors', 'location', 'category'], ['category', 'state']),
    },
    {
      name: `${prefix}${GALLERY_INDEXES.querySuggestions}`,
      settings: {
        searchableAttributes: ['query'],
        attributesForFaceting: [],
        numericAttributes: ['popularity'],
        customRanking: [{ attribute: 'popularity', direction: 'desc' }],
        // 'pain' suggests 'painting', not 'rain': typo suggestions only when nothing completes the word.
        typoTolerance: 'min',
        replicas: [],
      },
    },
  ]
}
