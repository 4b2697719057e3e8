import type { Metadata } from 'next'
import { ArtworkListing } from '@/components/listings/ArtworkListing'

export const metadata: Metadata = { title: 'New Arrivals' }

export default function NewArrivalsPage() {
  return <ArtworkListing title="New Arrivals" description="The latest works to join the gallery." sort="-publishedAt" />
}
