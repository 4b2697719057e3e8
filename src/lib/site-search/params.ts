import { z } from 'zod'
import type { QueryRecord } from '@/components/artwork-grid/routing/route-query'
import { SEARCH_TABS, type SearchTab } from './tabs'

export const SEARCH_QUERY_MAX_LENGTH = 512
/** Cards a content tab shows per Show More. */
export const RESULTS_PER_PAGE = 12
/**
 * Show More pages a list can grow to (120 cards); a higher page in the URL shows the last. Past that a narrower
 * search finds more than scrolling would: on the 77k-work catalogue the artists tab's 240 cards took 60–120 ms of
 * CPU to render, 120 cards 50–80.
 */
export const MAX_PAGE = 10

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value)

const searchPageSchema = z.object({
  query: z.preprocess(
    firstValue,
    z
      .string()
      .transform((query) => query.trim().slice(0, SEARCH_QUERY_MAX_LENGTH))
      .catch(''),
  ),
  tab: z.preprocess(firstValue, z.enum(SEARCH_TABS).catch('artwork')),
  page: z.preprocess(
    firstValue,
    z.coerce
      .number()
      .int()
      .min(1)
      .transform((page) => Math.min(page, MAX_PAGE))
      .catch(1),
  ),
})

export type SearchPageParams = { query: string; tab: SearchTab; page: number }

/** The search page's state from its URL; anything missing or malformed falls back to the default. */
export function searchPageParams(record: QueryRecord): SearchPageParams {
  return searchPageSchema.parse({ query: record.query ?? '', tab: record.tab ?? 'artwork', page: record.page ?? 1 })
}

/** The search page's URL for a state; defaults are left out, so every view has one address. */
export function searchPageHref({ query, tab, page }: Partial<SearchPageParams>): string {
  const params = new URLSearchParams()
  if (query) params.set('query', query)
  if (tab && tab !== 'artwork') params.set('tab', tab)
  if (page && page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `/search?${search}` : '/search'
}

/** Whether a content tab's Show More leads on: the search found more than `page` pages show, within the cap. */
export const hasMorePages = (page: number, found: number): boolean => page < MAX_PAGE && found > RESULTS_PER_PAGE * page
