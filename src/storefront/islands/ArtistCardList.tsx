import { ArtistCardView } from '@/components/cards/ArtistCard'
import { CardGrid } from '@/components/cards/CardGrid'
import { type SavedControls, SavedControlsProvider } from '@/components/customer/SavedControls'
import { thumbnail } from '@/components/cards/thumbnail'

/** An artist as the search index keeps it: `image` is the thumbnail's URL. */
type Artist = { slug: string; name: string; location: string | null; image: string | null }
type Props = { controls: SavedControls; artists: Artist[]; label: string }

/**
 * A list of artist cards with their Follow buttons, as one island. Astro renders, serializes and marks up every
 * island on its own: with a Follow island per card, the search page's artists tab at 240 cards spent over 100 ms
 * of CPU a render on its islands alone. One island for the list renders once.
 */
export function ArtistCardList({ controls, artists, label }: Props) {
  return (
    <SavedControlsProvider value={controls}>
      <CardGrid label={label}>
        {artists.map((artist) => (
          <li key={artist.slug}>
            <ArtistCardView {...artist} image={thumbnail(artist.image, `Portrait of ${artist.name}`)} />
          </li>
        ))}
      </CardGrid>
    </SavedControlsProvider>
  )
}
