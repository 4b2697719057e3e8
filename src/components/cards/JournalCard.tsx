import { CardLink } from './CardLink'
import { imageRef } from '@/lib/cms/media'
import type { StoryCardDoc } from '@/lib/cms/card-fields'
import { CardImage } from './CardImage'

/** A journal card: category, title, excerpt, thumbnail 1/1; links to the story. */
export function JournalCard({ story }: { story: StoryCardDoc }) {
  return (
    <CardLink href={`/journal/${story.slug}`} className="group block" data-card="journal">
      <CardImage image={imageRef(story.thumbnail, 'card')} aspect="1/1" />
      <p className="mt-3 text-xs font-semibold uppercase tracking-wider text-accent">{story.category}</p>
      <h3 className="mt-1 font-serif text-xl group-hover:underline">{story.title}</h3>
      <p className="mt-1 text-sm text-muted">{story.excerpt}</p>
    </CardLink>
  )
}
