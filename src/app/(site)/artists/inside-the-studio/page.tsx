import type { Metadata } from 'next'
import { ArtistGrid } from '@/components/listings/ArtistGrid'
import { PageHeading } from '@/components/ui/PageHeading'

export const metadata: Metadata = { title: 'Inside the Studio' }

export default function InsideTheStudioPage() {
  return (
    <>
      <PageHeading
        title="Inside the Studio"
        eyebrow="Artists"
        description="Studio visits with the artists behind the work."
      />
      <ArtistGrid where={{ insideTheStudio: { equals: true } }} label="Artists inside the studio" />
    </>
  )
}
