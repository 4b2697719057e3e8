import { z } from 'zod'

/**
 * A record of the query suggestions index: a search people make, ranked by how often. Nothing writes the
 * index yet; the search page's suggestions will read it through this contract.
 * @public
 */
export const querySuggestionRecordSchema = z.object({
  objectID: z.string(),
  query: z.string(),
  popularity: z.number(),
})

export type QuerySuggestionRecord = z.infer<typeof querySuggestionRecordSchema>
