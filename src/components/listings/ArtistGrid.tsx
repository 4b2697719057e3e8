import type { Where } from 'payload'
import { ArtistCard } from '@/components/cards/ArtistCard'
import { CardGrid } from '@/components/cards/CardGrid'
import { listArtistCards } from '@/lib/cms/card-lists'

type Props = {
  where?: Where
  sort?: string
  label: string
  /** At most this many artists; the directory pages show up to 60. */
  limit?: number
  showJoined?: boolean
}

export async function ArtistGrid({ where, sort = 'lastName', label, limit = 60, showJoined = false }: Props) {
  const docs = await listArtistCards({ where, sort, limit })
  return (
    <CardGrid label={label}>
      {docs.map((artist) => (
        <li key={artist.id}>
          <ArtistCard artist={artist} showJoined={showJoined} />
        </li>
      ))}
    </CardGrid>
  )
}
