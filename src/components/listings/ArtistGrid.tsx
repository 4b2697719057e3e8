import type { Where } from 'payload'
import { ArtistCard } from '@/components/cards/ArtistCard'
import { CardGrid } from '@/components/cards/CardGrid'
import { listPublished } from '@/lib/cms/queries'

export async function ArtistGrid({ where, sort = 'lastName', label }: { where?: Where; sort?: string; label: string }) {
  const { docs } = await listPublished('artists', { where, sort, limit: 60 })
  return (
    <CardGrid label={label}>
      {docs.map((artist) => (
        <li key={artist.id}>
          <ArtistCard artist={artist} />
        </li>
      ))}
    </CardGrid>
  )
}
