import { Link } from '@/components/ui/Link'
import { imageRef, type ImageRef } from '@/lib/cms/media'
import type { StoryCardDoc } from '@/lib/cms/card-fields'
import { CardImage } from './CardImage'

type JournalCardViewProps = {
  slug: string
  title: string
  category: string
  excerpt: string
  image: ImageRef | null
  priority?: boolean
}

/** A journal card: category, title, excerpt, thumbnail 1/1; links to the story. */
export function JournalCardView({ slug, title, category, excerpt, image, priority }: JournalCardViewProps) {
  return (
    <Link href={`/journal/${slug}`} className="group block" data-card="journal">
      <CardImage image={image} aspect="1/1" priority={priority} />
      <p className="mt-3 text-xs font-semibold uppercase tracking-wider text-accent">{category}</p>
      <h3 className="mt-1 font-serif text-xl group-hover:underline">{title}</h3>
      <p className="mt-1 text-sm text-muted">{excerpt}</p>
    </Link>
  )
}

export function JournalCard({ story, priority }: { story: StoryCardDoc; priority?: boolean }) {
  return <JournalCardView {...story} image={imageRef(story.thumbnail, 'card')} priority={priority} />
}
