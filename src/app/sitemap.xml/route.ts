import { connection } from 'next/server'
import { siteBase, siteSitemapEntries, sitemapResponse } from '@/lib/seo/site-sitemap'
import { sitemapIndexXml, sitemapPageCount } from '@/lib/seo/sitemap-xml'

/** GET /sitemap.xml: the sitemap index, one `/sitemaps/{n}.xml` page per 5,000 addresses. */
export async function GET(): Promise<Response> {
  await connection() // built per request from the database, never at build time
  const entries = await siteSitemapEntries()
  return sitemapResponse(sitemapIndexXml(siteBase(), sitemapPageCount(entries.length)))
}
