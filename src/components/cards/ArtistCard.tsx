import type { ReactNode } from 'react'
import { Link } from '@/components/ui/Link'
import { FollowArtistButton } from '@/components/customer/FollowArtistButton'
import { formatDate } from '@/lib/catalog/dates'
import { artistDisplayName } from '@/lib/catalog/names'
import { imageRef, type ImageRef } from '@/lib/cms/media'
import type { ArtistCardDoc } from '@/lib/cms/card-fields'
import { CardImage } from './CardImage'

type ArtistCardViewProps = {
  slug: string
  name: string
  location?: string | null
  image: ImageRef | null
  /** A dated line under the location, for lists ordered by date. */
  note?: string
  priority?: boolean
  /** The Follow button's island, when the card is drawn on the server; inside an island it is drawn here. */
  followButton?: ReactNode
}

/** An artist card: thumbnail 16/9, studio name or first and last name, location; links to the artist page. */
export function ArtistCardView({ slug, name, location, image, note, priority, followButton }: ArtistCardViewProps) {
  return (
    <div>
      <Link href={`/artists/${slug}`} className="group block" data-card="artist">
        <CardImage image={image} aspect="16/9" priority={priority} />
        <h3 className="mt-3 font-medium group-hover:underline">{name}</h3>
        {location ? <p className="text-sm text-muted">{location}</p> : null}
        {note ? <p className="text-sm text-muted">{note}</p> : null}
      </Link>
      <div className="mt-3 empty:hidden">{followButton ?? <FollowArtistButton slug={slug} name={name} />}</div>
    </div>
  )
}

type ArtistCardProps = { artist: ArtistCardDoc; showJoined?: boolean; priority?: boolean; followButton?: ReactNode }

export function ArtistCard({ artist, showJoined = false, priority, followButton }: ArtistCardProps) {
  return (
    <ArtistCardView
      slug={artist.slug}
      name={artistDisplayName(artist)}
      location={artist.location}
      image={imageRef(artist.featuredImage, 'card')}
      note={showJoined && artist.joinedAt ? `Joined ${formatDate(artist.joinedAt)}` : undefined}
      priority={priority}
      followButton={followButton}
    />
  )
}
