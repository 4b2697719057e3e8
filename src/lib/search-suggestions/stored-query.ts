import { z } from 'zod'
import { normalizeStoredQuery, STORED_QUERY_MAX, STORED_QUERY_MIN } from './query-text'

/** The body of `POST /api/search-queries`. */
export const searchQueryRecording = z.object({
  query: z.string().transform(normalizeStoredQuery).pipe(z.string().min(STORED_QUERY_MIN).max(STORED_QUERY_MAX)),
})
