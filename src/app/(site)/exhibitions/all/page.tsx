import type { Metadata } from 'next'
import { ExhibitionSection } from '@/components/listings/ExhibitionSection'
import { PageHeading } from '@/components/ui/PageHeading'
import { CARD_POPULATE, EXHIBITION_CARD_FIELDS } from '@/lib/cms/card-fields'
import { listPublished } from '@/lib/cms/queries'

export const metadata: Metadata = { title: 'All Exhibitions' }

export default async function AllExhibitionsPage() {
  const docs = await listPublished('exhibitions', {
    sort: '-startDate',
    limit: 200,
    select: EXHIBITION_CARD_FIELDS,
    populate: CARD_POPULATE,
  })
  return (
    <>
      <PageHeading title="All Exhibitions" eyebrow="Exhibitions" />
      <ExhibitionSection title="Every exhibition" exhibitions={docs} emptyText="No exhibitions yet." opensPage />
    </>
  )
}
