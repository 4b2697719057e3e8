import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { seedAccounts } from './accounts'
import { prepareArtistMedia, seedArtists } from './artists'
import { prepareArtworkMedia, seedArtworks } from './artworks'
import { seedCollections } from './collections'
import { count, newReport, timed, type SeedContext, type SeedReport } from './context'
import { SEED_OPTIONS } from '@/lib/synthetic-content/local-api'
import { seedExhibitions } from './exhibitions'
import { seedJournal } from './journal'
import { MediaLibrary } from '@/lib/synthetic-content/media-library'
import { configuredMediaRenderer, type MediaRenderer } from '@/lib/synthetic-content/media-renderer'
import { planArtists } from './plan-artists'
import { planArtworks } from './plan-artworks'
import { planCollections } from './plan-collections'
import { planExhibitions } from './plan-exhibitions'
import { planStories } from './plan-journal'
import { planPages, seedPages } from './pages'
import { seedSettings } from './settings'
import { withCheckpointSync } from './sqlite-sync'
import { prepareThumbnails } from './thumbnails'
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
export async function seedDemoGallery(
  payload: Payload,
  log: (line: string) => void = () => {},
  renderer: MediaRenderer = configuredMediaRenderer(env().SEED_IMAGE_CACHE_DIR, log),
): Promise<SeedReport> {
  const started = performance.now()
  const ctx: SeedContext = { payload, log, report: newReport() }
  const media = await MediaLibrary.load(payload, renderer, () => count(ctx, 'created', 'media'))

  const artists = planArtists()
  const artworks = planArtworks(artists)
  const collections = planCollections()
  const exhibitions = planExhibitions(artists, artworks)
  const stories = planStories(artworks)
  // Every missing image starts rendering now, in the order the documents need them, and renders on the other
  // cores while the documents are written here.
  prepareArtistMedia(media, artists)
  prepareArtworkMedia(media, artworks)
  prepareThumbnails(media, 'collections', collections)
  prepareThumbnails(media, 'exhibitions', exhibitions)
  prepareThumbnails(media, 'journal', stories)

  await withCheckpointSync(payload, async () => {
    const artistIds = await timed(ctx, 'artists', () => seedArtists(ctx, media, artists, artworks))
    const artworkIds = await timed(ctx, 'artworks', () => seedArtworks(ctx, media, artworks, artistIds))
    await timed(ctx, 'collections', () => seedCollections(ctx, media, collections, artworks, artworkIds))
    const ids = { artists: artistIds, artworks: artworkIds }
    await timed(ctx, 'exhibitions', () => seedExhibitions(ctx, media, exhibitions, artworks, ids))
    await timed(ctx, 'journal', () => seedJournal(ctx, media, stories, artistIds))
    const shop = shopLinks(env().SHOP_URL)
    const pages = planPages({ supportEmail: env().SUPPORT_EMAIL, shop, works: artworks })
    await timed(ctx, 'pages', () => seedPages(ctx, pages, artworkIds))
    await timed(ctx, 'settings', () => seedSettings(ctx, shop))
    const saved = artworks.filter((work) => work.featured && work.availability === 'Available').slice(0, 3)
    await timed(ctx, 'accounts', () =>
      seedAccounts(ctx, {
        artworks: saved.flatMap((work) => artworkIds.get(work.handle) ?? []),
        artists: saved.slice(0, 2).map(({ artist }) => ({ slug: artist.slug, label: artist.displayName })),
      }),
    )
  })

  ctx.report.images = { ...renderer.counts }
  ctx.report.durationMs = Math.round(performance.now() - started)
  return ctx.report
}
