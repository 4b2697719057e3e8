import type { Metadata } from 'next'
import { ArtworkListing } from '@/components/listings/ArtworkListing'
import type { QueryRecord } from '@/components/artwork-grid/routing/route-query'

export const metadata: Metadata = { title: 'Featured Artwork' }

type Props = { searchParams: Promise<QueryRecord> }

const FEATURED_ONLY = { fixedFilters: 'featured:true' }

export default async function FeaturedPage({ searchParams }: Props) {
  return (
    <ArtworkListing
      title="Featured"
      description="Works our curators are excited about right now."
      searchParams={await searchParams}
      scope={FEATURED_ONLY}
    />
  )
}
