import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { seedAccounts } from './accounts'
import { seedArtists } from './artists'
import { seedArtworks } from './artworks'
import { seedCollections } from './collections'
import { count, newReport, type SeedContext, type SeedReport } from './context'
import { SEED_OPTIONS } from '@/lib/synthetic-content/local-api'
import { seedExhibitions } from './exhibitions'
import { seedJournal } from './journal'
import { MediaLibrary } from '@/lib/synthetic-content/media-library'
import { planArtists } from './plan-artists'
import { planArtworks } from './plan-artworks'
import { planCollections } from './plan-collections'
import { planExhibitions } from './plan-exhibitions'
import { planStories } from './plan-journal'
import { planPages, seedPages } from './pages'
import { seedSettings } from './settings'
import { shopLinks } from '@/lib/shop/links'

export type { SeedReport } from './context'

/** The gallery counts as empty, and worth seeding, until it has a single artwork. */
export async function isGalleryEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'artworks', ...SEED_OPTIONS })
  return totalDocs === 0
}

/**
 * Fills the CMS with a deterministic demo gallery. Safe to run again: documents are matched on
 * their unique slug, handle, path or email and only the missing ones are created.
 */
export async function seedDemoGallery(payload: Payload, log: (line: string) => void = () => {}): Promise<SeedReport> {
  const started = performance.now()
  const ctx: SeedContext = { payload, log, report: newReport() }
  const media = await MediaLibrary.load(payload, () => count(ctx, 'created', 'media'))

  const artists = planArtists()
  const artworks = planArtworks(artists)
  const artistIds = await seedArtists(ctx, media, artists, artworks)
  const artworkIds = await seedArtworks(ctx, media, artworks, artistIds)
  await seedCollections(ctx, media, planCollections(), artworks, artworkIds)
  await seedExhibitions(ctx, media, planExhibitions(artists, artworks), artworks, {
    artists: artistIds,
    artworks: artworkIds,
  })
  await seedJournal(ctx, media, planStories(artworks), artistIds)
  const shop = shopLinks(env().SHOP_URL)
  await seedPages(ctx, planPages({ supportEmail: env().SUPPORT_EMAIL, shop, works: artworks }), artworkIds)
  await seedSettings(ctx, shop)

  const saved = artworks.filter((work) => work.featured && work.availability === 'Available').slice(0, 3)
  await seedAccounts(ctx, {
    artworks: saved.flatMap((work) => artworkIds.get(work.handle) ?? []),
    artists: saved.slice(0, 2).flatMap((work) => artistIds.get(work.artist.slug) ?? []),
  })

  ctx.report.durationMs = Math.round(performance.now() - started)
  return ctx.report
}
