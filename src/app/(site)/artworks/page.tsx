import type { Metadata } from 'next'
import { ArtworkListing } from '@/components/listings/ArtworkListing'
import { READY_FOR_PICKUP } from '@/lib/catalog/ready-for-pickup'
import { pageSharing } from '@/lib/seo/open-graph'
import { FACET_ATTRIBUTES } from '@/components/artwork-grid/artwork-grid-params'
import { nestedQuery, type QueryRecord, queryStringOf } from '@/components/artwork-grid/routing/route-query'
import { routeToIndexState } from '@/components/artwork-grid/routing/route-state'

export function generateMetadata(): Metadata {
  return pageSharing({
    title: 'All Artwork',
    description: 'Original paintings, drawings, prints, photography and sculpture by independent artists.',
    path: '/artworks',
  })
}

type Props = { searchParams: Promise<QueryRecord> }

export default async function AllArtworkPage({ searchParams }: Props) {
  const query = await searchParams
  const state = routeToIndexState(nestedQuery(queryStringOf(query)))
  // The header's Ready for Pick-up link is this page with one refinement; it gets its own heading.
  const atTheLoft = state.refinementList?.[FACET_ATTRIBUTES.readyForPickup]?.includes(READY_FOR_PICKUP.label) ?? false
  return <ArtworkListing title={atTheLoft ? READY_FOR_PICKUP.label : 'All Artwork'} searchParams={query} />
}
