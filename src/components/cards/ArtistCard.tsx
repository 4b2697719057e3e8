import Link from 'next/link'
import { artistDisplayName } from '@/lib/catalog/names'
import { imageRef } from '@/lib/cms/media'
import type { Artist } from '@/payload-types'
import { CardImage } from './CardImage'

/** Spec: thumbnail 16/9, studio name or first and last name, location; links to the artist page. */
export function ArtistCard({ artist }: { artist: Artist }) {
  return (
    <Link href={`/artists/${artist.slug}`} className="group block" data-card="artist">
      <CardImage image={imageRef(artist.featuredImage, 'card')} aspect="16/9" />
      <h3 className="mt-3 font-medium group-hover:underline">{artistDisplayName(artist)}</h3>
      {artist.location ? <p className="text-sm text-muted">{artist.location}</p> : null}
    </Link>
  )
}
