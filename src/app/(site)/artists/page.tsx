import type { Metadata } from 'next'
import { ArtistGrid } from '@/components/listings/ArtistGrid'
import { PageHeading } from '@/components/ui/PageHeading'

export const metadata: Metadata = { title: 'Artists' }

export default function ArtistsPage() {
  return (
    <>
      <PageHeading title="Artists" eyebrow="Artists" description="Painters, photographers, printmakers and sculptors we represent." />
      <ArtistGrid label="All artists" />
    </>
  )
}
