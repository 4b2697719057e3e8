import type { Metadata } from 'next'
import { ArtworkListing } from '@/components/listings/ArtworkListing'
import { NEWEST_INDEX } from '@/lib/catalog/sort-indexes'
import type { QueryRecord } from '@/lib/search/client/route-query'

export const metadata: Metadata = { title: 'New Arrivals' }

type Props = { searchParams: Promise<QueryRecord> }

// Newest first is the page's default order; the sort menu can still change it.
const NEWEST_FIRST = { defaultSort: NEWEST_INDEX }

export default async function NewArrivalsPage({ searchParams }: Props) {
  return (
    <ArtworkListing
      title="New Arrivals"
      description="The latest works to join the gallery."
      searchParams={await searchParams}
      scope={NEWEST_FIRST}
    />
  )
}
