/** One storefront page of each type, as the benchmarks request them. */
export type PageTarget = { name: string; path: string }

const FIXED: PageTarget[] = [
  { name: 'home', path: '/' },
  { name: 'artworks', path: '/artworks' },
  { name: 'medium', path: '/artworks/medium/painting' },
  { name: 'artists', path: '/artists' },
  { name: 'collections', path: '/collections' },
  { name: 'exhibitions', path: '/exhibitions' },
  { name: 'journal', path: '/journal' },
  { name: 'content page', path: '/about' },
  { name: 'search', path: '/search' },
  { name: 'saved', path: '/saved' },
]

// Each detail page is the first one its listing links to, so the benchmark follows whatever the seed made.
const DETAILS: Array<{ name: string; listing: string; prefix: string }> = [
  { name: 'artist', listing: '/artists', prefix: '/artists/' },
  { name: 'collection', listing: '/collections', prefix: '/collections/' },
  { name: 'exhibition', listing: '/exhibitions', prefix: '/exhibitions/' },
  { name: 'story', listing: '/journal', prefix: '/journal/' },
  { name: 'product', listing: '/artworks', prefix: '/products/' },
]

// Listings also link to sibling listings and to the gift card, which are not the detail pages of their kind.
const NOT_DETAILS = /\/(recently-joined|inside-the-studio|category|all|gift-card)$/

async function firstLink(baseUrl: string, listing: string, prefix: string): Promise<string> {
  const response = await fetch(new URL(listing, baseUrl))
  if (!response.ok) throw new Error(`${listing}: HTTP ${response.status}`)
  const html = await response.text()
  const links = [...html.matchAll(new RegExp(`href="(${prefix}[a-z0-9-]+)"`, 'g'))].map((match) => match[1] ?? '')
  const detail = links.find((link) => !NOT_DETAILS.test(link))
  if (!detail) throw new Error(`no ${prefix} link on ${listing}`)
  return detail
}

/** Every page type of the storefront, with one detail page of each kind found on the running server. */
export async function pageTargets(baseUrl: string): Promise<PageTarget[]> {
  const details = await Promise.all(
    DETAILS.map(async ({ name, listing, prefix }) => ({ name, path: await firstLink(baseUrl, listing, prefix) })),
  )
  return [...FIXED, ...details]
}
