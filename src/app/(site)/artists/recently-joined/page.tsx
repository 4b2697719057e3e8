import type { Metadata } from 'next'
import { ArtistGrid } from '@/components/listings/ArtistGrid'
import { PageHeading } from '@/components/ui/PageHeading'

export const metadata: Metadata = { title: 'Recently Joined Artists' }

/** The page lists the latest arrivals, not every artist re-sorted. */
const RECENTLY_JOINED_COUNT = 12

export default function RecentlyJoinedPage() {
  return (
    <>
      <PageHeading
        title="Recently Joined"
        eyebrow="Artists"
        description={`The ${RECENTLY_JOINED_COUNT} artists who joined the gallery most recently.`}
      />
      <ArtistGrid sort="-joinedAt" limit={RECENTLY_JOINED_COUNT} showJoined label="Recently joined artists" />
    </>
  )
}
