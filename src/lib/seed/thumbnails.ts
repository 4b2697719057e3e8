import type { CollectionSlug } from 'payload'
import type { MediumSlug } from '@/lib/catalog/taxonomy'
import { count, splitStored, type SeedContext } from './context'
import { thumbnailSvg } from '@/lib/synthetic-content/images'
import type { MediaLibrary } from '@/lib/synthetic-content/media-library'

type Thumbnailed = { slug: string; title: string; mediums: readonly MediumSlug[] }
type CardPlan = { title: string; slug: string; category: string; excerpt: string }

/** What the card of a collection, exhibition or story shows, as its plan has it. */
export function cardFieldsOf<P extends CardPlan>({ title, slug, category, excerpt }: P): Pick<P, keyof CardPlan> {
  return { title, slug, category, excerpt }
}

const thumbnailKey = (collection: CollectionSlug, plan: Thumbnailed) => `${collection}-${plan.slug}`
const wall = (key: string, plan: Thumbnailed) => () => thumbnailSvg(key, plan.mediums)

/** Starts rendering the gallery-wall thumbnails still missing. */
export function prepareThumbnails(
  media: MediaLibrary,
  collection: CollectionSlug,
  plans: readonly Thumbnailed[],
): void {
  for (const plan of plans) {
    const key = thumbnailKey(collection, plan)
    media.prepare(key, wall(key, plan))
  }
}

/**
 * The shared shape of collections, exhibitions and stories: skip those whose slug exists,
 * upload a gallery-wall thumbnail for the rest, then let `create` write the document.
 */
export async function seedThumbnailed<P extends Thumbnailed>(
  ctx: SeedContext,
  media: MediaLibrary,
  collection: CollectionSlug,
  plans: readonly P[],
  create: (plan: P, thumbnail: number) => Promise<void>,
): Promise<void> {
  const { missing } = await splitStored(ctx, collection, 'slug', plans, (plan) => plan.slug)
  for (const plan of missing) {
    const key = thumbnailKey(collection, plan)
    const thumbnail = await media.upload({ key, alt: `${plan.title}: works hung on a gallery wall` }, wall(key, plan))
    await create(plan, thumbnail)
    count(ctx, 'created', collection)
  }
  ctx.log(`${collection}: ${missing.length} created, ${plans.length - missing.length} already there`)
}
