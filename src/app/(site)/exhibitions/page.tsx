import type { Metadata } from 'next'
import { ExhibitionSection } from '@/components/listings/ExhibitionSection'
import { PageHeading } from '@/components/ui/PageHeading'
import { listExhibitionCards } from '@/lib/cms/card-lists'

export const metadata: Metadata = { title: 'Exhibitions' }

export default async function ExhibitionsPage() {
  const docs = await listExhibitionCards({ sort: 'startDate', limit: 200 })
  const inState = (state: string) => docs.filter((exhibition) => exhibition.state === state)
  const onView = inState('On View')
  const upcoming = inState('Upcoming')
  return (
    <>
      <PageHeading
        title="Exhibitions"
        eyebrow="Programme"
        description="Shows, fairs, residencies and events at the gallery and beyond."
      />
      <ExhibitionSection
        id="onview"
        title="On View"
        exhibitions={onView}
        emptyText="Nothing on view right now."
        opensPage
      />
      <ExhibitionSection
        id="upcoming"
        title="Upcoming"
        exhibitions={upcoming}
        emptyText="New shows are being planned."
        opensPage={onView.length === 0}
      />
      <ExhibitionSection
        id="past"
        title="Past"
        exhibitions={inState('Past').reverse()}
        emptyText="No past exhibitions yet."
        opensPage={onView.length === 0 && upcoming.length === 0}
      />
    </>
  )
}
