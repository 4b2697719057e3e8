import { slugify } from '@/lib/text/slugify'
import type { MediumSlug } from '@/lib/catalog/taxonomy'
import { inSentence } from '@/lib/synthetic-content/medium-profiles'
import { WRITERS } from './names'
import type { ArtistPlan } from './plan-artists'
import type { ArtworkPlan } from './plan-artworks'
import { rngFor } from '@/lib/synthetic-content/prng'
import { STORY_COPY, type StoryCategory, type StoryCopy } from './story-copy'

export type StoryPlan = {
  slug: string
  title: string
  category: StoryCategory
  excerpt: string
  author: string
  artist: ArtistPlan
  /** The artist's work shown in the story: one in the story's medium. */
  work: ArtworkPlan
  heading: string
  paragraphs: readonly [string, string, string]
  quote: string
  publishedDaysAgo: number
  medium: MediumSlug
  /** The thumbnail's frames, all in the story's medium. */
  mediums: readonly MediumSlug[]
}

const withArticle = (text: string) => `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`

/** The works a story could be about: in its medium and, when it names them, its materials. */
function fitting(story: StoryCopy, works: readonly ArtworkPlan[]): ArtworkPlan[] {
  return works.filter(
    (work) => work.medium === story.medium && (!story.materials || story.materials.includes(work.materials)),
  )
}

/** The artist with the most fitting works, each artist at most once while others remain. */
function subjectOf(story: StoryCopy, works: readonly ArtworkPlan[], taken: Set<string>): ArtworkPlan[] {
  const byArtist = new Map<string, ArtworkPlan[]>()
  for (const work of fitting(story, works))
    byArtist.set(work.artist.slug, [...(byArtist.get(work.artist.slug) ?? []), work])
  const ranked = [...byArtist.values()].sort((a, b) => b.length - a.length)
  const chosen = ranked.find((own) => !taken.has(own[0]?.artist.slug ?? '')) ?? ranked[0]
  if (!chosen?.length) throw new Error(`no artist has works for the story “${story.title}”`)
  return chosen
}

/** The artist's most used material among the story's works: the one the story names. */
function mainMaterial(own: readonly ArtworkPlan[]): string {
  const counts = new Map<string, number>()
  for (const work of own) counts.set(work.materials, (counts.get(work.materials) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ''
}

export function planStories(works: readonly ArtworkPlan[]): StoryPlan[] {
  const taken = new Set<string>()
  return STORY_COPY.map((story, index) => {
    const rng = rngFor('story', index)
    const own = subjectOf(story, works, taken)
    const material = mainMaterial(own)
    const work = own.find((candidate) => candidate.materials === material) ?? own[0]
    if (!work) throw new Error(`no work for the story “${story.title}”`)
    const { artist } = work
    taken.add(artist.slug)
    const subject = {
      name: artist.displayName,
      first: artist.firstName,
      location: artist.location,
      material: inSentence(material),
      aMaterial: withArticle(inSentence(material)),
    }
    return {
      slug: slugify(story.title),
      title: story.title,
      category: story.category,
      excerpt: story.excerpt,
      author: WRITERS[index % WRITERS.length] ?? 'The Gallery',
      artist,
      work,
      heading: story.heading,
      paragraphs: story.body(subject),
      quote: story.quote,
      publishedDaysAgo: Math.round((index / STORY_COPY.length) * 330) + rng.int(0, 12),
      medium: story.medium,
      mediums: [story.medium],
    }
  })
}
