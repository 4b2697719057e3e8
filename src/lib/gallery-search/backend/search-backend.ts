import type { LiteClient } from 'algoliasearch/lite'
import type { SearchRecord } from '@/lib/search/types'
import type { ApiAnswer, ChargeRequests } from '@/lib/search/server/api-answer'
import type { SearchEndpoint } from '@/lib/search/server/api-endpoint'

/** The query parameters the server's own readers send; each is Algolia's parameter of that name. */
export type IndexQueryParams = {
  query: string
  hitsPerPage: number
  /** From 0. */
  page?: number
  facets?: string[]
  facetFilters?: string[]
  typoTolerance?: boolean
}

export type IndexQuery = { indexName: string; params: IndexQueryParams }

/** A hit as either backend answers it: checked against its record's schema by the reader that wants it. */
export type BackendHit = { objectID: string; [attribute: string]: unknown }

export type IndexAnswer = {
  hits: BackendHit[]
  nbHits: number
  facets: Record<string, Record<string, number>>
}

/** What one write does to one index: whole records saved (created or replaced) and records removed by id. */
export type IndexChanges = { save: readonly SearchRecord[]; remove: readonly string[] }

/**
 * Where the gallery's search lives: the in-process engine, or hosted Algolia. Writers (the CMS hooks, the
 * change feed, the rebuilds) and readers (the search page, the directory, the grid's server render, the
 * suggestions, `/api/search`) reach it only through this.
 */
export interface SearchBackend {
  readonly kind: 'in-process' | 'algolia'
  /**
   * Whether every instance reads the same index. Then a change heard from another instance needs no write
   * here (the writer pushed it), and nothing is built at start.
   */
  readonly shared: boolean
  /** Runs the queries in one call, answers in their order; throws when the search fails. */
  search(queries: readonly IndexQuery[]): Promise<IndexAnswer[]>
  /** Whether the search page would show anything for a visitor's query (see search-suggestions/has-results). */
  findsResults(query: string): Promise<boolean>
  write(indexName: string, changes: IndexChanges): Promise<void>
  /** Swaps the index's records for `records` at once. */
  replaceAll(indexName: string, records: readonly SearchRecord[]): Promise<void>
  /** One call of the Algolia-compatible API under `/api/search`, validated and held to its limits. */
  answerApi(endpoint: SearchEndpoint, bodyText: string, charge?: ChargeRequests): Promise<ApiAnswer>
  /** The lite client the server renders the artwork grid with (the browser's twin). */
  serverClient(): LiteClient
  /** Changes whenever a record this instance knows of does: what memoised reads (the sitemap) key on. */
  version(): Promise<number>
  /** A change another instance wrote and pushed itself (only called on a shared backend). */
  heardChange(): void
}
