import { Link } from '@/components/ui/Link'
import type { ReactNode } from 'react'
import { ResponsiveImage } from '@/components/ui/ResponsiveImage'
import type { SavedAndFollowedLists } from '@/components/customer/useSavedAndFollowed'

type SectionProps = {
  id: string
  title: string
  empty: { text: string; href: string; link: string }
  items: ReactNode[]
}

/** A headed list of the account's, or, when it holds nothing, a way to find something for it. */
function AccountListSection({ id, title, empty, items }: SectionProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-serif text-2xl">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-muted">
          {empty.text}{' '}
          <Link href={empty.href} className="underline">
            {empty.link}
          </Link>
        </p>
      ) : (
        <ul className="mt-3 space-y-3">{items}</ul>
      )}
    </section>
  )
}

/** The account's saved artworks and followed artists. */
export function SavedAndFollowed({ artworks, artists }: SavedAndFollowedLists) {
  return (
    <div className="mt-10 grid gap-10 md:grid-cols-2">
      <AccountListSection
        id="saved-artworks-heading"
        title="Saved artworks"
        empty={{ text: 'You have not saved any artworks yet.', href: '/artworks', link: 'Browse artworks' }}
        items={artworks.map((artwork) => (
          <li key={artwork.id}>
            <Link href={artwork.href} className="flex items-center gap-3 underline-offset-4 hover:underline">
              {artwork.imageUrl ? (
                <ResponsiveImage
                  image={{ url: artwork.imageUrl, alt: '', width: 0, height: 0 }}
                  sizes="4rem"
                  className="size-16 object-cover"
                />
              ) : null}
              <span>{artwork.title}</span>
            </Link>
          </li>
        ))}
      />
      <AccountListSection
        id="followed-artists-heading"
        title="Followed artists"
        empty={{ text: 'You do not follow any artists yet.', href: '/artists', link: 'Discover artists' }}
        items={artists.map((artist) => (
          <li key={artist.slug}>
            <Link href={`/artists/${encodeURIComponent(artist.slug)}`} className="underline-offset-4 hover:underline">
              {artist.label}
            </Link>
          </li>
        ))}
      />
    </div>
  )
}
