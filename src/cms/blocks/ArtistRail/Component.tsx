import type { Where } from 'payload'
import { ArtistCard } from '@/components/cards/ArtistCard'
import { inChosenOrder, relationIds } from '../rail/relation-ids'
import { Rail, type RailProps } from '../rail/Rail'
import { listArtistCards } from '@/lib/cms/card-lists'
import type { ArtistRailBlock } from '@/payload-types'

function queryFor(block: ArtistRailBlock): { where?: Where; sort: string } {
  switch (block.source) {
    case 'insideTheStudio':
      return { where: { insideTheStudio: { equals: true } }, sort: 'lastName' }
    case 'chosen':
      return { where: { id: { in: relationIds(block.artists) } }, sort: 'lastName' }
    default:
      return { sort: '-joinedAt' }
  }
}

/** Artist cards: the newest artists, those inside the studio, or an editor's choice. */
export async function ArtistRail({ block, id, leadsPage }: RailProps<ArtistRailBlock>) {
  const chosen = relationIds(block.artists)
  const skip = block.source === 'chosen' && chosen.length === 0
  const docs = skip ? [] : await listArtistCards({ ...queryFor(block), limit: block.limit })
  const artists = block.source === 'chosen' ? inChosenOrder(docs, chosen) : docs
  const items = artists.map((artist, index) => ({
    key: artist.id,
    card: <ArtistCard artist={artist} priority={leadsPage && index === 0} />,
  }))
  return <Rail id={id} kind="artist" settings={block} items={items} />
}
