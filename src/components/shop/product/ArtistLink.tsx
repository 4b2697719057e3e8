import { Link } from '@/components/ui/Link'

/** The artist's name as a link to their page; plain text for an artist without one. */
export function ArtistLink({ name, slug }: { name: string; slug: string | undefined }) {
  if (!slug) return <p className="mt-2 text-lg">{name}</p>
  return (
    <p className="mt-2 text-lg">
      <Link href={`/artists/${slug}`} className="underline-offset-4 hover:underline" data-artist-link>
        {name}
      </Link>
    </p>
  )
}
