import type { Metadata } from 'next'
import { ArtworkListing } from '@/components/listings/ArtworkListing'

export const metadata: Metadata = { title: 'Art Under $350' }

export default function ArtUnder350Page() {
  return <ArtworkListing title="Art Under $350" where={{ 'variants.price': { less_than_equal: 350 } }} />
}
