import type { MetadataRoute } from 'next'
import type { Payload } from 'payload'

type Published = 'artworks' | 'artists' | 'collections' | 'exhibitions' | 'journal' | 'pages'

/** Every published document's address. Drafts never appear: the queries run as an anonymous visitor. */
export async function sitemapEntries(payload: Payload, siteUrl: string): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl.replace(/\/+$/, '')
  const published = <C extends Published>(collection: C) =>
    payload.find({ collection, overrideAccess: false, draft: false, depth: 0, pagination: false })
  const [pages, artworks, artists, collections, exhibitions, journal] = await Promise.all([
    published('pages'),
    published('artworks'),
    published('artists'),
    published('collections'),
    published('exhibitions'),
    published('journal'),
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
