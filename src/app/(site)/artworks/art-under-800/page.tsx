import type { Metadata } from 'next'
import { ArtworkListing } from '@/components/listings/ArtworkListing'

export const metadata: Metadata = { title: 'Art Under $800' }

export default function ArtUnder800Page() {
  return <ArtworkListing title="Art Under $800" where={{ 'variants.price': { less_than_equal: 800 } }} />
}
