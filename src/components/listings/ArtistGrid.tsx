import type { Where } from 'payload'
import { ArtistCard } from '@/components/cards/ArtistCard'
import { CardGrid } from '@/components/cards/CardGrid'
import { ARTIST_CARD_FIELDS, CARD_POPULATE } from '@/lib/cms/card-fields'
import { listPublished } from '@/lib/cms/queries'

type Props = {
  where?: Where
  sort?: string
  label: string
  /** At most this many artists; the directory pages show up to 60. */
  limit?: number
  showJoined?: boolean
}

export async function ArtistGrid({ where, sort = 'lastName', label, limit = 60, showJoined = false }: Props) {
  const docs = await listPublished('artists', {
    where,
    sort,
    limit,
    select: ARTIST_CARD_FIELDS,
    populate: CARD_POPULATE,
  })
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
