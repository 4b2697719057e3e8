import { z } from 'zod'

/** A followed artist as the spec's customer record carries it. */
export const followedArtist = z.object({ slug: z.string(), label: z.string() })
export type FollowedArtist = z.infer<typeof followedArtist>

/** The lists as stored on the customer's row: JSON text in SQLite, jsonb in PostgreSQL, null before the first change. */
const storedJson = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (typeof value === 'string' ? JSON.parse(value) : (value ?? [])), z.array(item))

export const savedLists = z.object({
  artworks: storedJson(z.number().int()),
  artists: storedJson(followedArtist),
})
export type SavedLists = z.infer<typeof savedLists>

/**
 * Followed artists per customer. The spec caps saved artworks only; this bound keeps one customer's row from
 * growing without end (the largest catalog we import has a few thousand artists).
 */
export const MAX_FOLLOWED_ARTISTS = 1000
