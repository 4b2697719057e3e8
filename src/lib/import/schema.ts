import { z } from 'zod'

const text = z.string().trim().min(1)
const positiveCm = z.number().positive().max(5000)

/** One line of `artworks.jsonl[.gz]` in the museum dataset's format; unused fields pass through unchecked. */
export const artworkLineSchema = z.object({
  uid: text,
  source: text,
  title: text,
  artist_uids: z.array(text).min(1),
  artist_names: z.array(text).min(1),
  date: z.string().nullable(),
  year: z.number().int().nullable(),
  medium_text: z.string(),
  classification: z.string(),
  category: z.string(),
  height_cm: positiveCm,
  width_cm: positiveCm,
  depth_cm: z.number().nonnegative().max(5000).nullable(),
  credit: z.string().nullable(),
})
export type ArtworkLine = z.infer<typeof artworkLineSchema>

/** One line of `artists.jsonl[.gz]`. */
export const artistLineSchema = z.object({
  uid: text,
  source: text,
  display_name: text,
  nationality: z.string().nullable(),
  birth_place: z.string().nullable(),
  party_type: z.string().nullable(),
})
export type ArtistLine = z.infer<typeof artistLineSchema>

/** The first problem of a failed parse, short enough for one stderr line. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid record'
  const field = issue.path.join('.') || 'record'
  return `${field}: ${issue.message}`
}
