import type { Payload } from 'payload'
import type { SitemapEntry } from './sitemap-xml'

/** Every published document's address. Drafts never appear: the queries run as an anonymous visitor. */
export async function sitemapEntries(payload: Payload, siteUrl: string): Promise<SitemapEntry[]> {
  const base = siteUrl.replace(/\/+$/, '')
  // Only the fields an address is made of: whole documents (an artwork's description, its variants) cost
  // several times as much to read, and the sitemap reads every published one.
  const read = { overrideAccess: false, draft: false, depth: 0, pagination: false } as const
  const bySlug = { slug: true, updatedAt: true } as const
  const [pages, artworks, artists, collections, exhibitions, journal] = await Promise.all([
    payload.find({ collection: 'pages', ...read, select: { path: true, updatedAt: true } }),
    payload.find({ collection: 'artworks', ...read, select: { handle: true, updatedAt: true } }),
    payload.find({ collection: 'artists', ...read, select: bySlug }),
    payload.find({ collection: 'collections', ...read, select: bySlug }),
    payload.find({ collection: 'exhibitions', ...read, select: bySlug }),
    payload.find({ collection: 'journal', ...read, select: bySlug }),
  ])
  const addresses: Array<[string, string]> = [
    ...pages.docs.map((doc): [string, string] => [doc.path, doc.updatedAt]),
    ...artworks.docs.map((doc): [string, string] => [`/products/${doc.handle}`, doc.updatedAt]),
    ...artists.docs.map((doc): [string, string] => [`/artists/${doc.slug}`, doc.updatedAt]),
    ...collections.docs.map((doc): [string, string] => [`/collections/${doc.slug}`, doc.updatedAt]),
    ...exhibitions.docs.map((doc): [string, string] => [`/exhibitions/${doc.slug}`, doc.updatedAt]),
    ...journal.docs.map((doc): [string, string] => [`/journal/${doc.slug}`, doc.updatedAt]),
  ]
  return addresses.map(([path, updatedAt]) => ({ url: `${base}${path}`, lastModified: updatedAt }))
}
