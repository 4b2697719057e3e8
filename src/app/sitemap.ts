import type { MetadataRoute } from 'next'
import { connection } from 'next/server'
import { getCms } from '@/lib/cms/payload'
import { env } from '@/lib/env'
import { sitemapEntries } from '@/lib/seo/sitemap-entries'

const LISTINGS = ['/artworks', '/artists', '/collections', '/exhibitions', '/exhibitions/all', '/journal', '/search']

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection() // built per request from the database, never at build time
  const { SITE_URL } = env()
  const base = SITE_URL.replace(/\/+$/, '')
  const documents = await sitemapEntries(await getCms(), SITE_URL)
  return [...LISTINGS.map((path) => ({ url: `${base}${path}` })), ...documents]
}
