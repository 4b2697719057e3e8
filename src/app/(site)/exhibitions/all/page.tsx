import type { Metadata } from 'next'
import { ExhibitionSection } from '@/components/listings/ExhibitionSection'
import { PageHeading } from '@/components/ui/PageHeading'
import { listExhibitionCards } from '@/lib/cms/card-lists'

export const metadata: Metadata = { title: 'All Exhibitions' }

export default async function AllExhibitionsPage() {
  const docs = await listExhibitionCards({ sort: '-startDate', limit: 200 })
  return (
    <>
      <PageHeading title="All Exhibitions" eyebrow="Exhibitions" />
      <ExhibitionSection title="Every exhibition" exhibitions={docs} emptyText="No exhibitions yet." opensPage />
    </>
  )
}
