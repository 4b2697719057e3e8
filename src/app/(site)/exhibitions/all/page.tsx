import type { Metadata } from 'next'
import { ExhibitionSection } from '@/components/listings/ExhibitionSection'
import { PageHeading } from '@/components/ui/PageHeading'
import { listPublished } from '@/lib/cms/queries'

export const metadata: Metadata = { title: 'All Exhibitions' }

export default async function AllExhibitionsPage() {
  const { docs } = await listPublished('exhibitions', { sort: '-startDate', limit: 200 })
  return (
    <>
      <PageHeading title="All Exhibitions" eyebrow="Exhibitions" />
      <ExhibitionSection title="Every exhibition" exhibitions={docs} emptyText="No exhibitions yet." />
    </>
  )
}
