import { z } from 'zod'
import { COLLECTION_TYPES, EXHIBITION_CATEGORIES, EXHIBITION_STATES, STORY_CATEGORIES } from '@/lib/catalog/taxonomy'

const editorialRecord = {
  objectID: z.string(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  /** Unix seconds. */
  published_at: z.number(),
}

/** A record of the collections index. */
export const collectionRecordSchema = z.object({
  ...editorialRecord,
  category: z.enum(COLLECTION_TYPES),
  excerpt: z.string(),
})
export type CollectionRecord = z.infer<typeof collectionRecordSchema>

/** A record of the journal index. */
export const journalRecordSchema = z.object({
  ...editorialRecord,
  category: z.enum(STORY_CATEGORIES),
  excerpt: z.string(),
})
export type JournalRecord = z.infer<typeof journalRecordSchema>

/** A record of the exhibitions index. */
export const exhibitionRecordSchema = z.object({
  ...editorialRecord,
  category: z.enum(EXHIBITION_CATEGORIES),
  exhibitors: z.string().nullable(),
  location: z.string().nullable(),
  state: z.enum(EXHIBITION_STATES).nullable(),
})
export type ExhibitionRecord = z.infer<typeof exhibitionRecordSchema>
