import { z } from 'zod'
import { GRID_INDEX } from '../../src/components/artwork-grid/artwork-grid-params'
import { SEARCH_API_PATH } from './search-requests'

/**
 * A page the benchmark measures: a name for the tables, its path, and its kind, which sets its first-load
 * JavaScript budget (issue 25: content and product pages have one, the grid and search pages a larger one).
 */
export type BenchPage = { name: string; path: string; kind: 'content' | 'product' | 'grid' | 'search' }

async function html(base: string, path: string): Promise<string> {
  const response = await fetch(`${base}${path}`)
  const text = await response.text()
  if (response.status !== 200) throw new Error(`GET ${path}: HTTP ${response.status}`)
  return text
}

/** The first same-site link matching `pattern` whose path is not one of `except`. */
function firstLink(page: string, pattern: RegExp, except: readonly string[] = []): string | undefined {
  for (const match of page.matchAll(/href="(\/[^"?#]*)"/g)) {
    const path = match[1]
    if (path && pattern.test(path) && !except.includes(path)) return path
  }
  return undefined
}

async function linkFrom(base: string, listing: string, pattern: RegExp, except: readonly string[] = []) {
  const found = firstLink(await html(base, listing), pattern, except)
  if (!found) throw new Error(`no link matching ${pattern} on ${listing}`)
  return found
}

/**
 * The seven pages of the throughput and render parts, with real slugs read from the running app's own
 * links, so the benchmark follows the demo gallery wherever its content moves. An artist page lists the
 * artist's works in the artwork grid, so its script budget is the grid's.
 */
export async function discoverPages(base: string): Promise<BenchPage[]> {
  const artist = await linkFrom(base, '/artists', /^\/artists\/[^/]+$/, [
    '/artists/inside-the-studio',
    '/artists/recently-joined',
  ])
  const story = await linkFrom(base, '/journal', /^\/journal\/[^/]+$/)
  const product = await linkFrom(base, '/artworks', /^\/products\/[^/]+$/, ['/products/gift-card'])
  return [
    { name: 'home', path: '/', kind: 'content' },
    { name: 'artworks', path: '/artworks', kind: 'grid' },
    { name: 'medium', path: '/artworks/medium/painting', kind: 'grid' },
    { name: 'artist', path: artist, kind: 'grid' },
    { name: 'story', path: story, kind: 'content' },
    { name: 'exhibitions', path: '/exhibitions', kind: 'content' },
    { name: 'product', path: product, kind: 'product' },
  ]
}

/** A word of the product page's handle (its slugified title): the longest, of letters only. */
function titleWordOf(productPath: string): string | undefined {
  const parts = productPath.split('/').at(-1)?.split('-') ?? []
  return parts.filter((part) => /^[a-z]{4,}$/.test(part)).sort((a, b) => b.length - a.length)[0]
}

const foundArtworks = z.object({ results: z.array(z.object({ nbHits: z.number() })).min(1) })

/**
 * The search page with results: `/search?query=` a word of a seeded artwork's title, which the search API
 * must find, so the page measured lists artworks rather than the no-results page.
 */
export async function searchResultsPage(base: string, pages: readonly BenchPage[]): Promise<BenchPage> {
  const product = pages.find((page) => page.name === 'product')
  const word = product && titleWordOf(product.path)
  if (!word) throw new Error(`no title word of four letters or more in the product path ${product?.path ?? '(none)'}`)
  const response = await fetch(`${base}${SEARCH_API_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [{ indexName: GRID_INDEX, query: word, hitsPerPage: 0 }] }),
  })
  if (response.status !== 200) throw new Error(`searching '${word}': HTTP ${response.status}`)
  const hits = foundArtworks.parse(await response.json()).results[0]?.nbHits ?? 0
  if (hits === 0) throw new Error(`the seeded title word '${word}' finds no artwork`)
  return { name: 'search results', path: `/search?query=${encodeURIComponent(word)}`, kind: 'search' }
}

/** The nine pages of issue 25's Lighthouse and first-load JavaScript goals: the seven, and search bare and with results. */
export function lighthousePages(pages: readonly BenchPage[], searchResults: BenchPage): BenchPage[] {
  return [...pages, { name: 'search', path: '/search', kind: 'search' }, searchResults]
}
