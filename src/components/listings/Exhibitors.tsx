import { Link } from '@/components/ui/Link'
import { artistDisplayName } from '@/lib/catalog/names'
import type { Artist } from '@/payload-types'

// A relation the visitor may not read (a draft, say) comes back as a bare id: it is left out.
const populated = <T extends object>(items: ReadonlyArray<number | T> | null | undefined): T[] =>
  (items ?? []).filter((item): item is T => typeof item === 'object')

/** The exhibitors as links to their artist pages, or the editor's text when no artist is linked. */
export function Exhibitors({
  artists,
  text,
}: {
  artists: Array<number | Artist> | null | undefined
  text?: string | null
}) {
  const linked = populated(artists)
  if (linked.length === 0) return text ? <>{text}</> : null
  return (
    <span data-exhibitors>
      {linked.map((artist, index) => (
        <span key={artist.id}>
          {index > 0 ? ', ' : ''}
          <Link href={`/artists/${artist.slug}`} className="underline-offset-4 hover:underline">
            {artistDisplayName(artist)}
          </Link>
        </span>
      ))}
    </span>
  )
}
