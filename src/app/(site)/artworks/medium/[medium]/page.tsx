import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ArtworkListing } from '@/components/listings/ArtworkListing'
import { mediumBySlug } from '@/lib/catalog/taxonomy'
import type { QueryRecord } from '@/components/artwork-grid/routing/route-query'

type Props = { params: Promise<{ medium: string }>; searchParams: Promise<QueryRecord> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const medium = mediumBySlug((await params).medium)
  return medium ? { title: medium.productType } : {}
}

// The medium is the page itself, so it is a fixed filter and its facet is hidden.
export default async function MediumPage({ params, searchParams }: Props) {
  const medium = mediumBySlug((await params).medium)
  if (!medium) notFound()
  return (
    <ArtworkListing
      title={medium.productType}
      eyebrow="Medium"
      searchParams={await searchParams}
      scope={{ fixedFilters: `product_type:${JSON.stringify(medium.productType)}`, hiddenFacets: ['medium'] }}
    />
  )
}
