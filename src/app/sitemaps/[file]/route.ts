import { connection } from 'next/server'
import { jsonError } from '@/lib/http/json'
import { siteSitemapEntries, sitemapResponse } from '@/lib/seo/site-sitemap'
import { sitemapPageCount, sitemapPageOf, sitemapPageXml } from '@/lib/seo/sitemap-xml'

/** GET /sitemaps/{n}.xml: page n (from 0) of the sitemap; 404 for a page the index does not list. */
export async function GET(_request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  await connection()
  const { file } = await context.params
  const entries = await siteSitemapEntries()
  const page = sitemapPageOf(file, sitemapPageCount(entries.length))
  if (page === undefined) return jsonError(404, `No sitemap page ${file}`)
  return sitemapResponse(sitemapPageXml(entries, page))
}
