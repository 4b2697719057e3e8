import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ArtworkListing } from '@/components/listings/ArtworkListing'
import { mediumBySlug } from '@/lib/catalog/taxonomy'

type Props = { params: Promise<{ medium: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const medium = mediumBySlug((await params).medium)
  return medium ? { title: medium.productType } : {}
}

export default async function MediumPage({ params }: Props) {
  const medium = mediumBySlug((await params).medium)
  if (!medium) notFound()
  return <ArtworkListing title={medium.productType} eyebrow="Medium" where={{ medium: { equals: medium.slug } }} />
}
