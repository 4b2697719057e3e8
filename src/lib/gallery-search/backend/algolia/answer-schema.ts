import { z } from 'zod'

/** What the server's readers take from Algolia's answer to a search: checked, as anything from outside is. */
export const searchResultSchema = z.object({
  hits: z.array(z.looseObject({ objectID: z.string() })),
  nbHits: z.number().int().min(0),
  facets: z.record(z.string(), z.record(z.string(), z.number())).default({}),
})

export const multiSearchSchema = z.object({ results: z.array(searchResultSchema) })

/** The status and message of an error the client throws for an answer Algolia gave (ApiError). */
export const apiErrorSchema = z.object({ status: z.number().int(), message: z.string() })
