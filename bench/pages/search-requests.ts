import type { LoadRequest } from './load'

export const SEARCH_API_PATH = '/api/search/1/indexes/*/queries'

export function searchRequests(): LoadRequest[] {
  return []
}
