import { PUBLISHED, type SeedContext } from './context'
import { daysFrom, today } from './dates'
import { heading, link, paragraph, quote, richText } from './lexical'
import type { MediaLibrary } from './media'
import type { StoryPlan } from './plan-journal'
import { seedThumbnailed } from './thumbnails'

export async function seedJournal(
  ctx: SeedContext,
  media: MediaLibrary,
  plans: readonly StoryPlan[],
  artistIds: ReadonlyMap<string, number>,
): Promise<void> {
  const day = today()
  await seedThumbnailed(ctx, media, 'journal', plans, async (plan, thumbnail) => {
    const [intro = '', ...rest] = plan.paragraphs
    const closing = rest.pop() ?? ''
    await ctx.payload.create({
      collection: 'journal',
      ...PUBLISHED,
      data: {
        title: plan.title,
        slug: plan.slug,
        category: plan.category,
        excerpt: plan.excerpt,
        thumbnail,
        author: plan.author,
        body: richText(
          paragraph(intro),
          heading('h2', plan.heading),
          ...rest.map((text) => paragraph(text)),
          quote(plan.quote),
          paragraph(closing, ' ', link(`/artists/${plan.artist.slug}`, `See all work by ${plan.artist.displayName}`), '.'),
        ),
        artists: [plan.artist.slug].flatMap((slug) => artistIds.get(slug) ?? []),
        publishedAt: daysFrom(day, -plan.publishedDaysAgo, 8),
        _status: 'published',
      },
    })
  })
}
