import { stockedOptions } from '@/lib/catalog/units-of-work'
import type { Artwork } from '@/payload-types'
import { count, splitStored, type SeedContext } from './context'
import { PUBLISHED } from '@/lib/synthetic-content/local-api'
import { daysFrom, today } from '@/lib/synthetic-content/dates'
import { artworkSvgs } from '@/lib/synthetic-content/images'
import { paragraphs } from '@/lib/synthetic-content/lexical'
import type { MediaLibrary } from '@/lib/synthetic-content/media-library'
import { inSentence } from '@/lib/synthetic-content/medium-profiles'
import type { ArtworkPlan } from './plan-artworks'

type ArtworkData = Omit<Artwork, 'id' | 'createdAt' | 'updatedAt'>

/** The media key of a work's own picture, the first of its images. */
export const workImageKey = (handle: string) => `artwork-${handle}`

function imageKeys(plan: ArtworkPlan): [string, string] {
  return [workImageKey(plan.handle), `${workImageKey(plan.handle)}-view`]
}

/** Both pictures of a work come from one drawing: the second shows a detail of the first. */
function pictures(plan: ArtworkPlan): () => [string, string] {
  let drawn: [string, string] | undefined
  return () => (drawn ??= artworkSvgs(plan.handle, plan.medium, plan.dimensions.width, plan.dimensions.height))
}

/** Starts rendering the works' images still missing, in the order the works are written. */
export function prepareArtworkMedia(media: MediaLibrary, plans: readonly ArtworkPlan[]): void {
  for (const plan of plans) {
    const [main, view] = imageKeys(plan)
    const drawn = pictures(plan)
    media.prepare(main, () => drawn()[0])
    media.prepare(view, () => drawn()[1])
  }
}

/** Uploads a work's two images: the work itself, then its hover image. */
function uploadImages(media: MediaLibrary, plan: ArtworkPlan): Promise<number[]> {
  const [main, view] = imageKeys(plan)
  const drawn = pictures(plan)
  const alt = `${plan.title} by ${plan.artist.displayName}, ${inSentence(plan.materials)}`
  return Promise.all([
    media.upload({ key: main, alt, caption: `${plan.title}, ${plan.materials}` }, () => drawn()[0]),
    media.upload({ key: view, alt: `${alt}, detail` }, () => drawn()[1]),
  ])
}

/** Seeds missing artworks and returns every planned artwork's id by handle (new and existing). */
export async function seedArtworks(
  ctx: SeedContext,
  media: MediaLibrary,
  plans: readonly ArtworkPlan[],
  artistIds: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const { ids, missing } = await splitStored(ctx, 'artworks', 'handle', plans, (plan) => plan.handle)
  const day = today()
  for (const plan of missing) {
    const images = await uploadImages(media, plan)
    const artist = artistIds.get(plan.artist.slug)
    if (artist === undefined) throw new Error(`artist ${plan.artist.slug} missing for ${plan.handle}`)
    const publishedAt = daysFrom(day, -plan.publishedDaysAgo, 9 + (plan.index % 8))
    const data: ArtworkData = {
      title: plan.title,
      handle: plan.handle,
      artist,
      medium: plan.medium,
      customCommission: plan.customCommission,
      materials: plan.materials,
      year: new Date(publishedAt).getUTCFullYear() - plan.yearsBeforePublishing,
      description: paragraphs(...plan.description),
      images,
      ...stockedOptions(plan.variants),
      availability: plan.availability,
      priceUponRequest: plan.priceUponRequest,
      readyForPickup: plan.readyForPickup,
      dimensions: plan.dimensions,
      featured: plan.featured,
      publishedAt,
      _status: 'published',
    }
    const doc = await ctx.payload.create({ collection: 'artworks', ...PUBLISHED, data })
    ids.set(plan.handle, doc.id)
    count(ctx, 'created', 'artworks')
    if (ctx.report.created.artworks && ctx.report.created.artworks % 100 === 0) {
      ctx.log(`artworks: ${ctx.report.created.artworks} created…`)
    }
  }
  ctx.log(`artworks: ${missing.length} created, ${plans.length - missing.length} already there`)
  return ids
}
