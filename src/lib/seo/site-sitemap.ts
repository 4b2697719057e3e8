import 'server-only'
import { getCms } from '@/lib/cms/payload'
import { env } from '@/lib/env'
import { searchBackend } from '@/lib/gallery-search/backend/configured'
import { LISTING_ROUTES } from './listing-routes'
import { sitemapEntries } from './sitemap-entries'
import { memoisedSitemapEntries } from './sitemap-memo'
import type { SitemapEntry } from './sitemap-xml'

/** The site's address without a trailing slash, as every sitemap address starts. */
export const siteBase = () => env().SITE_URL.replace(/\/+$/, '')

/** Every address the sitemap lists, in its order: the listings, then each published document's page. */
export async function siteSitemapEntries(): Promise<SitemapEntry[]> {
  const base = siteBase()
  const version = await searchBackend().version()
  const documents = await memoisedSitemapEntries(version, async () => sitemapEntries(await getCms(), base))
  return [...LISTING_ROUTES.map((path) => ({ url: `${base}${path}` })), ...documents]
}

/** The answer for a sitemap file: XML, read again by a crawler on each visit as the catalog changes. */
export const sitemapResponse = (xml: string) =>
  new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
