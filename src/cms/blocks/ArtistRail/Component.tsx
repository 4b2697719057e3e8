import { ArtistCard } from '@/components/cards/ArtistCard'
import { Rail, type RailProps } from '../rail/Rail'
import type { ArtistRailData } from '../loaded'

/** Artist cards: the newest artists, those inside the studio, or an editor's choice. */
export function ArtistRail({ block, id, leadsPage }: RailProps<ArtistRailData>) {
  const items = block.cards.map((artist, index) => ({
    key: artist.id,
    card: <ArtistCard artist={artist} priority={leadsPage && index === 0} />,
  }))
  return <Rail id={id} kind="artist" settings={block} items={items} />
}
