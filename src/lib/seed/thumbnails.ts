import type { CollectionSlug } from 'payload'
import type { MediumSlug } from '@/lib/catalog/taxonomy'
import { count, type SeedContext } from './context'
import { existingKeys } from '@/lib/synthetic-content/local-api'
import { renderThumbnail } from '@/lib/synthetic-content/images'
import type { MediaLibrary } from '@/lib/synthetic-content/media-library'
import { pipelined } from './pipeline'

type Thumbnailed = { slug: string; title: string; mediums: readonly MediumSlug[] }

/**
 * The shared shape of collections, exhibitions and stories: skip those whose slug exists,
 * render a gallery-wall thumbnail for the rest, then let `create` write the document.
 */
export async function seedThumbnailed<P extends Thumbnailed>(
  ctx: SeedContext,
  media: MediaLibrary,
  collection: CollectionSlug,
  plans: readonly P[],
  create: (plan: P, thumbnail: number) => Promise<void>,
): Promise<void> {
  const existing = await existingKeys(ctx.payload, collection, 'slug')
  const missing = plans.filter((plan) => !existing.has(plan.slug))
  count(ctx, 'skipped', collection, plans.length - missing.length)
  await pipelined(
    missing,
    (plan) => {
      const key = `${collection}-${plan.slug}`
      const image = media.has(key) ? Buffer.alloc(0) : renderThumbnail(key, plan.mediums)
      return media.upload({ key, alt: `${plan.title}: works hung on a gallery wall` }, image)
    },
    async (plan, thumbnail) => {
      await create(plan, thumbnail)
      count(ctx, 'created', collection)
    },
  )
  ctx.log(`${collection}: ${missing.length} created, ${plans.length - missing.length} already there`)
}
