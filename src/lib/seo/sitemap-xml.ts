/**
 * The sitemap as a sitemap index and its pages (sitemaps.org protocol 0.9). A page holds at most
 * `SITEMAP_PAGE_SIZE` addresses, so no answer passes 1 MB however large the catalog: the 77k-work catalog's single
 * sitemap was 14 MB, built for every request.
 */
export const SITEMAP_PAGE_SIZE = 5_000

export type SitemapEntry = { url: string; lastModified?: string }

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text made safe for an XML element: a slug or title can hold any of the five. */
const xmlText = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character)

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

export const sitemapPageCount = (entries: number) => Math.max(1, Math.ceil(entries / SITEMAP_PAGE_SIZE))

/** The address of page `page` (from 0) of the sitemap. */
export const sitemapPagePath = (page: number) => `/sitemaps/${page}.xml`

/** The page a `/sitemaps/{file}` segment names, or undefined when it names none of `pages`. */
export function sitemapPageOf(file: string, pages: number): number | undefined {
  const match = /^(0|[1-9]\d{0,5})\.xml$/.exec(file)
  const page = match ? Number(match[1]) : undefined
  return page !== undefined && page < pages ? page : undefined
}

export function sitemapIndexXml(base: string, pages: number): string {
  const items = Array.from(
    { length: pages },
    (_, page) => `<sitemap><loc>${xmlText(`${base}${sitemapPagePath(page)}`)}</loc></sitemap>`,
  )
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${items.join('\n')}\n</sitemapindex>\n`
}

/** Page `page` of the entries, as a `urlset`. */
export function sitemapPageXml(entries: readonly SitemapEntry[], page: number): string {
  const items = entries
    .slice(page * SITEMAP_PAGE_SIZE, (page + 1) * SITEMAP_PAGE_SIZE)
    .map(
      (entry) =>
        `<url><loc>${xmlText(entry.url)}</loc>${entry.lastModified ? `<lastmod>${xmlText(entry.lastModified)}</lastmod>` : ''}</url>`,
    )
  return `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n${items.join('\n')}\n</urlset>\n`
}
