import { type SeedContext } from './context'
import { PUBLISHED } from '@/lib/synthetic-content/local-api'
import { daysFrom, today } from '@/lib/synthetic-content/dates'
import { paragraphs } from '@/lib/synthetic-content/lexical'
import type { MediaLibrary } from '@/lib/synthetic-content/media-library'
import type { ArtworkPlan } from './plan-artworks'
import type { ExhibitionPlan } from './plan-exhibitions'
import { rngFor } from '@/lib/synthetic-content/prng'
import { cardFieldsOf, seedThumbnailed } from './thumbnails'

export async function seedExhibitions(
  ctx: SeedContext,
  media: MediaLibrary,
  plans: readonly ExhibitionPlan[],
  works: readonly ArtworkPlan[],
  ids: { artists: ReadonlyMap<string, number>; artworks: ReadonlyMap<string, number> },
): Promise<void> {
  const day = today()
  await seedThumbnailed(ctx, media, 'exhibitions', plans, async (plan, thumbnail) => {
    const slugs = new Set(plan.artists.map((artist) => artist.slug))
    const shown = rngFor('exhibition-works', plan.slug).sample(
      works.filter((work) => slugs.has(work.artist.slug) && (!plan.medium || work.medium === plan.medium)),
      8,
    )
    await ctx.payload.create({
      collection: 'exhibitions',
      ...PUBLISHED,
      data: {
        ...cardFieldsOf(plan),
        exhibitors: plan.artists.map((artist) => artist.displayName).join(', '),
        location: plan.location,
        thumbnail,
        startDate: daysFrom(day, plan.startIn, 10),
        endDate: plan.endIn === undefined ? null : daysFrom(day, plan.endIn, 18),
        description: paragraphs(...plan.description),
        artists: plan.artists.flatMap((artist) => ids.artists.get(artist.slug) ?? []),
        artworks: shown.flatMap((work) => ids.artworks.get(work.handle) ?? []),
        _status: 'published',
      },
    })
  })
}
