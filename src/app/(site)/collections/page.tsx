import type { Metadata } from 'next'
import { CollectionGrid } from '@/components/listings/CollectionGrid'
import { PageHeading } from '@/components/ui/PageHeading'

export const metadata: Metadata = { title: 'Collections' }

export default function CollectionsPage() {
  return (
    <>
      <PageHeading
        title="Collections"
        eyebrow="Curated"
        description="Themed selections from our curators and collaborators."
      />
      <CollectionGrid label="All collections" />
    </>
  )
}
