import type { Metadata } from 'next'
import { ArtistGrid } from '@/components/listings/ArtistGrid'
import { PageHeading } from '@/components/ui/PageHeading'

export const metadata: Metadata = { title: 'Recently Joined Artists' }

export default function RecentlyJoinedPage() {
  return (
    <>
      <PageHeading title="Recently Joined" eyebrow="Artists" description="The newest artists to join the gallery." />
      <ArtistGrid sort="-joinedAt" label="Recently joined artists" />
    </>
  )
}
