import type { MediumSlug } from '@/lib/catalog/taxonomy'
import { type SeedContext } from './context'
import { PUBLISHED } from '@/lib/synthetic-content/local-api'
import { daysFrom, today } from '@/lib/synthetic-content/dates'
import { heading, link, paragraph, quote, richText, upload, type Node } from '@/lib/synthetic-content/lexical'
import type { MediaLibrary } from '@/lib/synthetic-content/media-library'
import { workImageKey } from './artworks'
import type { StoryPlan } from './plan-journal'
import { cardFieldsOf, seedThumbnailed } from './thumbnails'

const READ_MORE: Record<MediumSlug, string> = {
  painting: 'Painting',
  drawing: 'Drawing',
  print: 'Printmaking',
  photography: 'Photography',
  'sculpture-objects': 'Sculpture',
  installation: 'Installation_art',
  'mixed-media': 'Mixed_media',
}

/** The story's work's main image, embedded in the story with its caption. */
function workImage(media: MediaLibrary, handle: string): Node[] {
  const image = media.idOf(workImageKey(handle))
  return image === undefined ? [] : [upload(image)]
}

export async function seedJournal(
  ctx: SeedContext,
  media: MediaLibrary,
  plans: readonly StoryPlan[],
  artistIds: ReadonlyMap<string, number>,
): Promise<void> {
  const day = today()
  await seedThumbnailed(ctx, media, 'journal', plans, async (plan, thumbnail) => {
    const [intro, middle, closing] = plan.paragraphs
    const artistId = artistIds.get(plan.artist.slug)
    await ctx.payload.create({
      collection: 'journal',
      ...PUBLISHED,
      data: {
        ...cardFieldsOf(plan),
        thumbnail,
        author: plan.author,
        body: richText(
          paragraph(intro),
          heading('h2', plan.heading),
          paragraph(middle),
          ...workImage(media, plan.work.handle),
          quote(plan.quote),
          paragraph(
            closing,
            ' ',
            link(`/artists/${plan.artist.slug}`, `See all work by ${plan.artist.displayName}`),
            '.',
          ),
          paragraph(
            'New to the medium? ',
            link(`https://en.wikipedia.org/wiki/${READ_MORE[plan.medium]}`, 'Read more about it on Wikipedia'),
            '.',
          ),
        ),
        artists: artistId === undefined ? [] : [artistId],
        publishedAt: daysFrom(day, -plan.publishedDaysAgo, 8),
        _status: 'published',
      },
    })
  })
}
