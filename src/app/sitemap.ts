import type { MetadataRoute } from 'next'
import { connection } from 'next/server'
import { getCms } from '@/lib/cms/payload'
import { env } from '@/lib/env'
import { LISTING_ROUTES } from '@/lib/seo/listing-routes'
import { searchBackend } from '@/lib/gallery-search/backend/configured'
import { sitemapEntries } from '@/lib/seo/sitemap-entries'
import { memoisedSitemapEntries } from '@/lib/seo/sitemap-memo'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection() // built per request from the database, never at build time
  const { SITE_URL } = env()
  const base = SITE_URL.replace(/\/+$/, '')
  const version = await searchBackend().version()
  const documents = await memoisedSitemapEntries(version, async () => sitemapEntries(await getCms(), SITE_URL))
  return [...LISTING_ROUTES.map((path) => ({ url: `${base}${path}` })), ...documents]
}
