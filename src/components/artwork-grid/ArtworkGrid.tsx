import type { GridScope } from '@/components/artwork-grid/artwork-grid-params'
import { artworkGridData } from '@/components/artwork-grid/server/initial-results'
import { type QueryRecord, queryStringOf } from '@/components/artwork-grid/routing/route-query'
import { env } from '@/lib/env'
import { ArtworkGridClient } from './ArtworkGridClient'

type Props = { searchParams: QueryRecord; scope?: GridScope; label: string }

/**
 * The artwork grid on a Next page: searched in process on the server (first 12 cards in the HTML), then live
 * in the browser once the visitor uses it. See docs/decisions/0007-artwork-grid-ssr.md and 0019. Astro's pages
 * read the same data through `pageReads().artworkGrid` and place the `ArtworkGrid` island.
 */
export async function ArtworkGrid({ searchParams, scope = {}, label }: Props) {
  const grid = await artworkGridData(queryStringOf(searchParams), scope)
  return <ArtworkGridClient {...grid} shopUrl={env().SHOP_URL} label={label} />
}
