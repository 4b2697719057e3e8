import {
  FACET_ATTRIBUTE_NAMES,
  GRID_INDEX,
  PRICE_ATTRIBUTE,
} from '../../src/components/artwork-grid/artwork-grid-params'
import { GALLERY_INDEXES } from '../../src/lib/gallery-search/indexes'

/** One anonymous request of the audit: `route` groups the requests of one kind in the report. */
export type CostCase = { route: string; name: string; method: 'GET' | 'POST'; path: string; body?: unknown }

const MULTI = '/api/search/1/indexes/*/queries'
const FACETS = [...FACET_ATTRIBUTE_NAMES, PRICE_ATTRIBUTE]
// Every letter a few times with typos allowed: the most words the engine expands in one query (512 characters).
const LONG_QUERY = Array.from({ length: 128 }, (_, i) => `${'abcdefghijklmnopqrstuvwxyz'[i % 26]}rt${i % 10}`)
  .join(' ')
  .slice(0, 512)

const repeat = <T>(count: number, make: (i: number) => T): T[] => Array.from({ length: count }, (_, i) => make(i))

/** The search API: the 100 × 1,000 call, then the largest calls the limits let through. */
function searchCases(): CostCase[] {
  const post = (name: string, body: unknown, path = MULTI): CostCase => ({
    route: path === MULTI ? 'search multi-query' : path.includes('/facets/') ? 'search facet values' : 'search query',
    name,
    method: 'POST',
    path,
    body,
  })
  const widest = { facets: ['*'], maxValuesPerFacet: 1000, attributesToHighlight: ['*'] }
  return [
    post('100 requests × 1,000 hits', { requests: repeat(100, () => ({ indexName: GRID_INDEX, hitsPerPage: 1000 })) }),
    post('10 × 100 hits, every facet, 1,000 values, highlight *', {
      requests: repeat(10, (i) => ({ indexName: GRID_INDEX, hitsPerPage: 100, page: i, ...widest })),
    }),
    post('10 × 100 hits, a 512-character query with typos', {
      requests: repeat(10, (i) => ({ indexName: GRID_INDEX, hitsPerPage: 100, page: i, query: LONG_QUERY })),
    }),
    post('10 × deepest 100 hits (offset 900)', {
      requests: repeat(10, () => ({ indexName: GRID_INDEX, offset: 900, length: 100, facets: FACETS })),
    }),
    post('10 facet-value searches, 100 values each', {
      requests: repeat(10, (i) => ({
        indexName: GRID_INDEX,
        type: 'facet',
        facet: FACET_ATTRIBUTE_NAMES[i % FACET_ATTRIBUTE_NAMES.length],
        facetQuery: '',
        maxFacetHits: 100,
      })),
    }),
    post('10 × 100 hits of every other index', {
      requests: Object.values(GALLERY_INDEXES).map((indexName) => ({ indexName, hitsPerPage: 100, ...widest })),
    }),
    post('1,000 hits in one query', { hitsPerPage: 1000, ...widest }, `/api/search/1/indexes/${GRID_INDEX}/query`),
    post('100 hits in one query', { hitsPerPage: 100, ...widest }, `/api/search/1/indexes/${GRID_INDEX}/query`),
    post(
      'every vendor value',
      { facetQuery: '', maxFacetHits: 100 },
      `/api/search/1/indexes/${GRID_INDEX}/facets/vendor/query`,
    ),
  ]
}

const COLLECTIONS = ['artworks', 'artists', 'media', 'collections', 'exhibitions', 'journal', 'pages']

/**
 * The CMS's REST and GraphQL reads at their public bounds (40 documents at depth 0; 20 at depth 1 or over
 * GraphQL, 5 for collections whose documents list others: works, artists or images), filtered on a column no
 * index serves so the database reads every row, and the larger reads the bounds refuse.
 */
function cmsCases(): CostCase[] {
  const rest = (name: string, path: string): CostCase => ({ route: 'cms rest', name, method: 'GET', path })
  const everyRow = 'where[updatedAt][not_equals]=2000-01-01T00:00:00.000Z'
  const bounded = COLLECTIONS.flatMap((collection): CostCase[] => [
    rest(`${collection} 40, no depth given, every row read`, `/api/${collection}?limit=40&sort=-createdAt&${everyRow}`),
    rest(
      `${collection} 5 at depth 1, every row read`,
      `/api/${collection}?limit=5&depth=1&sort=-createdAt&${everyRow}`,
    ),
  ])
  bounded.push(
    rest('artists 20 at depth 1, every row read', `/api/artists?limit=20&depth=1&sort=-createdAt&${everyRow}`),
  )
  const graphql = (name: string, query: string): CostCase => ({
    route: 'cms graphql',
    name,
    method: 'POST',
    path: '/api/graphql',
    body: { query },
  })
  return [
    ...bounded,
    rest('artworks 100, no depth given (refused)', '/api/artworks?limit=100'),
    rest("artworks like 'a', by title (refused)", '/api/artworks?limit=20&where[title][like]=a&sort=-title'),
    rest('collections 20 at depth 1 (refused)', '/api/collections?limit=20&depth=1'),
    rest('artworks 20 at depth 1 (refused)', '/api/artworks?limit=20&depth=1'),
    rest('collections 5 at depth 2 (refused)', '/api/collections?limit=5&depth=2'),
    rest('settings at depth 2', '/api/globals/settings?depth=2'),
    graphql('5 artworks with their artist', '{ Artworks(limit: 5) { totalDocs docs { id title artist { id } } } }'),
    graphql('20 artists with their portrait', '{ Artists(limit: 20) { totalDocs docs { id featuredImage { url } } } }'),
    graphql('100 artworks (refused)', '{ Artworks(limit: 100) { totalDocs docs { id } } }'),
    graphql('5 collections with their works', '{ Collections(limit: 5) { docs { id artworks { id title } } } }'),
    graphql('20 collections with their works (refused)', '{ Collections(limit: 20) { docs { id artworks { id } } } }'),
    graphql(
      '20 artists, every row read',
      `
        {
          Artists(limit: 20, sort: "-createdAt", where: { updatedAt: { not_equals: "2000-01-01T00:00:00.000Z" } }) {
            totalDocs
            docs {
              id
            }
          }
        }
      `,
    ),
  ]
}

/** The storefront's pages at their largest: deepest pages, the longest lists. `pages` come from the running site. */
function pageCases(pages: { artist: string; product: string; story: string }): CostCase[] {
  const page = (name: string, path: string): CostCase => ({ route: 'page', name, method: 'GET', path })
  return [
    page('home', '/'),
    page('artworks', '/artworks'),
    page('artworks, page 1e3', '/artworks?page=1000'),
    page('medium', '/artworks/medium/painting'),
    page('new arrivals', '/artworks/new-arrivals'),
    page('artists directory', '/artists'),
    page('artist', pages.artist),
    page('product', pages.product),
    page('journal', '/journal'),
    page('story', pages.story),
    page('exhibitions', '/exhibitions/all'),
    page('collections', '/collections'),
    page('search, artists tab, 120 cards', '/search?query=a&tab=artist&page=10'),
    page('search, journal tab, 120 cards', '/search?query=a&tab=journal&page=10'),
    page('search, artworks', '/search?query=a'),
    page('sitemap index', '/sitemap.xml'),
    page('sitemap, first page of addresses', '/sitemaps/0.xml'),
    page('robots', '/robots.txt'),
    page('cart', '/cart'),
    page('saved', '/saved'),
  ]
}

/** The site's own API for visitors. */
function apiCases(): CostCase[] {
  return [
    { route: 'shop api', name: 'cart', method: 'GET', path: '/api/shop/cart' },
    {
      route: 'search-queries api',
      name: 'record a query',
      method: 'POST',
      path: '/api/search-queries',
      body: { query: 'landscape' },
    },
  ]
}

export function costCases(pages: { artist: string; product: string; story: string }): CostCase[] {
  return [...searchCases(), ...cmsCases(), ...pageCases(pages), ...apiCases()]
}
