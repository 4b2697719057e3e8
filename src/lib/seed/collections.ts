import { type SeedContext } from './context'
import { PUBLISHED } from '@/lib/synthetic-content/local-api'
import { paragraphs } from '@/lib/synthetic-content/lexical'
import type { MediaLibrary } from '@/lib/synthetic-content/media-library'
import type { ArtworkPlan } from './plan-artworks'
import type { CollectionPlan } from './plan-collections'
import { rngFor } from '@/lib/synthetic-content/prng'
import { cardFieldsOf, seedThumbnailed } from './thumbnails'

const MIN_WORKS = 8
const MAX_WORKS = 30

/** 8–30 fitting works per collection, drawn the same way on every run. */
export function pickWorks(plan: CollectionPlan, works: readonly ArtworkPlan[]): ArtworkPlan[] {
  const rng = rngFor('collection', plan.slug)
  const fitting = rng.shuffle(works.filter(plan.fits))
  const wanted = rng.int(16, MAX_WORKS)
  const chosen = fitting.slice(0, wanted)
  if (chosen.length >= MIN_WORKS) return chosen
  const others = rng.shuffle(works.filter((work) => !plan.fits(work)))
  return [...chosen, ...others.slice(0, MIN_WORKS - chosen.length)]
}

export async function seedCollections(
  ctx: SeedContext,
  media: MediaLibrary,
  plans: readonly CollectionPlan[],
  works: readonly ArtworkPlan[],
  artworkIds: ReadonlyMap<string, number>,
): Promise<void> {
  await seedThumbnailed(ctx, media, 'collections', plans, async (plan, thumbnail) => {
    const artworks = pickWorks(plan, works).flatMap((work) => artworkIds.get(work.handle) ?? [])
    await ctx.payload.create({
      collection: 'collections',
      ...PUBLISHED,
      data: {
        ...cardFieldsOf(plan),
        description: paragraphs(...plan.description),
        thumbnail,
        artworks,
        exhibitors: plan.exhibitors,
        exhibitionLocation: plan.exhibitionLocation,
        sortOrder: (plans.indexOf(plan) + 1) * 10,
        _status: 'published',
      },
    })
  })
}
