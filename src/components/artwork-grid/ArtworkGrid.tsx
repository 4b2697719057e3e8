import type { GridScope } from '@/components/artwork-grid/artwork-grid-params'
import { gridInitialResults, gridUiState } from '@/components/artwork-grid/server/initial-results'
import { nestedQuery, type QueryRecord, queryStringOf } from '@/components/artwork-grid/routing/route-query'
import { env } from '@/lib/env'
import { ArtworkGridClient } from './ArtworkGridClient'

type Props = { searchParams: QueryRecord; scope?: GridScope; label: string }

/**
 * The artwork grid: searched in process on the server (first 12 cards in the HTML), then live in the
 * browser once the visitor uses it. See docs/decisions/0007-artwork-grid-ssr.md and 0019.
 */
export async function ArtworkGrid({ searchParams, scope = {}, label }: Props) {
  const serverQuery = queryStringOf(searchParams)
  const initialUiState = gridUiState(nestedQuery(serverQuery), scope)
  const { initialResults, view } = await gridInitialResults(initialUiState, scope)
  return (
    <ArtworkGridClient
      initialResults={initialResults}
      initialUiState={initialUiState}
      initialView={view}
      serverQuery={serverQuery}
      scope={scope}
      shopUrl={env().SHOP_URL}
      label={label}
    />
  )
}
