import type { Metadata } from 'next'
import { CollectionGrid } from '@/components/listings/CollectionGrid'
import { PageHeading } from '@/components/ui/PageHeading'

export const metadata: Metadata = { title: 'Collaborative Collections' }

export default function CollaborativeCollectionsPage() {
  return (
    <>
      <PageHeading
        title="Collaborative Collections"
        eyebrow="Collections"
        description="Selections made with designers, writers and friends of the gallery."
      />
      <CollectionGrid where={{ category: { equals: 'Collaborative' } }} label="Collaborative collections" />
    </>
  )
}
