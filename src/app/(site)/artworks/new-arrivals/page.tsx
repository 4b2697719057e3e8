import type { Metadata } from 'next'
import { ArtworkListing } from '@/components/listings/ArtworkListing'
import { NEWEST_INDEX } from '@/lib/catalog/sort-indexes'
import type { GridScope } from '@/components/artwork-grid/artwork-grid-params'
import type { QueryRecord } from '@/components/artwork-grid/routing/route-query'

export const metadata: Metadata = { title: 'New Arrivals' }

type Props = { searchParams: Promise<QueryRecord> }

const NEW_ARRIVAL_DAYS = 90
const DAY_SECONDS = 24 * 60 * 60

/**
 * Works published in the last 90 days, newest first (the sort menu can still change the order). The window
 * starts at a midnight UTC, so the page is the same all day and its cached copy stays valid.
 */
function newArrivalsScope(now = Date.now()): GridScope {
  const today = Math.floor(now / 1000 / DAY_SECONDS) * DAY_SECONDS
  return { defaultSort: NEWEST_INDEX, fixedFilters: `published_at>=${today - NEW_ARRIVAL_DAYS * DAY_SECONDS}` }
}

export default async function NewArrivalsPage({ searchParams }: Props) {
  return (
    <ArtworkListing
      title="New Arrivals"
      description="Works that joined the gallery in the last 90 days, newest first."
      searchParams={await searchParams}
      scope={newArrivalsScope()}
    />
  )
}
