import type { Metadata } from 'next'
import { ArtworkListing } from '@/components/listings/ArtworkListing'

export const metadata: Metadata = { title: 'Featured Artwork' }

export default function FeaturedPage() {
  return <ArtworkListing title="Featured" description="Works our curators are excited about right now." where={{ featured: { equals: true } }} />
}
