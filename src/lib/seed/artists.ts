import type { Artist } from '@/payload-types'
import { count, splitStored, type SeedContext } from './context'
import { PUBLISHED } from '@/lib/synthetic-content/local-api'
import { daysFrom, today } from '@/lib/synthetic-content/dates'
import { portraitSvg } from '@/lib/synthetic-content/images'
import { paragraphs } from '@/lib/synthetic-content/lexical'
import type { MediaLibrary } from '@/lib/synthetic-content/media-library'
import { artistBio } from './artist-bio'
import type { ArtistPlan } from './plan-artists'
import type { ArtworkPlan } from './plan-artworks'

const portraitKey = (plan: ArtistPlan) => `artist-${plan.slug}`
const portrait = (plan: ArtistPlan) => () => portraitSvg(plan.slug)

/** Starts rendering the portraits still missing. */
export function prepareArtistMedia(media: MediaLibrary, plans: readonly ArtistPlan[]): void {
  for (const plan of plans) media.prepare(portraitKey(plan), portrait(plan))
}

/** Seeds missing artists and returns every planned artist's id by slug (new and existing). */
export async function seedArtists(
  ctx: SeedContext,
  media: MediaLibrary,
  plans: readonly ArtistPlan[],
  works: readonly ArtworkPlan[],
): Promise<Map<string, number>> {
  const { ids, missing } = await splitStored(ctx, 'artists', 'slug', plans, (plan) => plan.slug)
  const day = today()
  for (const plan of missing) {
    const featuredImage = await media.upload(
      { key: portraitKey(plan), alt: `Portrait of ${plan.displayName}` },
      portrait(plan),
    )
    const data: Omit<Artist, 'id' | 'createdAt' | 'updatedAt'> = {
      firstName: plan.firstName,
      lastName: plan.lastName,
      studioName: plan.studioName ?? null,
      slug: plan.slug,
      location: plan.location,
      featuredImage,
      bio: paragraphs(...artistBio(plan, works)),
      joinedAt: daysFrom(day, -plan.joinedDaysAgo, 10),
      insideTheStudio: plan.insideTheStudio,
      _status: 'published',
    }
    const doc = await ctx.payload.create({ collection: 'artists', ...PUBLISHED, data })
    ids.set(plan.slug, doc.id)
    count(ctx, 'created', 'artists')
  }
  ctx.log(`artists: ${missing.length} created, ${plans.length - missing.length} already there`)
  return ids
}
