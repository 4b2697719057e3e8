import { z } from 'zod'

/** A record of the artists index: what the A–Z directory lists and the site search finds. */
export const artistRecordSchema = z.object({
  objectID: z.string(),
  slug: z.string(),
  name: z.string(),
  /** The letter the artist is filed under in the A–Z, `#` for any other. */
  initial: z.string(),
  studioName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  location: z.string().nullable(),
  image: z.string().nullable(),
  /** Unix seconds. */
  published_at: z.number(),
  /** The filing name's place from A to Z, as a number an index can sort by (see artistNameOrder). */
  name_order: z.number(),
})

export type ArtistRecord = z.infer<typeof artistRecordSchema>
