import type { Metadata } from 'next'
import { ArtworkListing } from '@/components/listings/ArtworkListing'

export const metadata: Metadata = { title: 'All Artwork', description: 'Original paintings, drawings, prints, photography and sculpture by independent artists.' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const AT_THE_LOFT_PARAM = 'refinementList[named_tags.algolia_at_the_loft][0]'

export default async function AllArtworkPage({ searchParams }: Props) {
  const atTheLoft = (await searchParams)[AT_THE_LOFT_PARAM] === 'Ready for Pick-up'
  return (
    <ArtworkListing
      title={atTheLoft ? 'Ready for Pick-up' : 'All Artwork'}
      where={atTheLoft ? { readyForPickup: { equals: true } } : undefined}
    />
  )
}
