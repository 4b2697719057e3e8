import type { Metadata } from 'next'
import { ArtworkListing } from '@/components/listings/ArtworkListing'
import type { QueryRecord } from '@/components/artwork-grid/routing/route-query'

export const metadata: Metadata = { title: 'Art Under $800' }

type Props = { searchParams: Promise<QueryRecord> }

// The price is a starting refinement, not a fixed filter, so visitors can widen or narrow it.
export default async function ArtUnder800Page({ searchParams }: Props) {
  return (
    <ArtworkListing title="Art Under $800" searchParams={await searchParams} scope={{ initialPrice: { max: 800 } }} />
  )
}
