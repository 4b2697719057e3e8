/** A page the benchmark measures: a name for the tables, its path, and whether it shows the artwork grid. */
export type BenchPage = { name: string; path: string; kind: 'grid' | 'content' }

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
    { name: 'product', path: product, kind: 'content' },
  ]
}

/** Lighthouse also scores the search page, which has a goal of its own. */
export function lighthousePages(pages: readonly BenchPage[]): BenchPage[] {
  return [...pages, { name: 'search', path: '/search', kind: 'content' }]
}
