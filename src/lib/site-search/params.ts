import { z } from 'zod'
import type { QueryRecord } from '@/components/artwork-grid/routing/route-query'
import { SEARCH_TABS, type SearchTab } from './tabs'

export const SEARCH_QUERY_MAX_LENGTH = 512
/** Show More pages a list can grow to from the URL: 240 cards. */
const MAX_PAGE = 20

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
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(MAX_PAGE).catch(1)),
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
