import { z } from 'zod'

/** A record of the query suggestions index: a search people make, ranked by how often. */
export const querySuggestionRecordSchema = z.object({
  objectID: z.string(),
  query: z.string(),
  popularity: z.number(),
})

export type QuerySuggestionRecord = z.infer<typeof querySuggestionRecordSchema>
