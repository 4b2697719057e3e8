import { randomUUID } from 'node:crypto'
import { z } from 'zod'

/** The PostgreSQL notification channel the instances of one gallery announce their changes on. */
export const CHANGE_CHANNEL = 'gallery_changes'

/** This process among the instances: it skips its own announcements, which its hooks have already applied. */
export const THIS_INSTANCE = randomUUID()

/**
 * What changed: one document of a collection (saved, published, unpublished, deleted, its stock), the settings,
 * or anything at all (an import or a seed run by a script of its own, which announces no document).
 */
export const changeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('document'),
    origin: z.string(),
    collection: z.string().min(1).max(64),
    id: z.union([z.number().int(), z.string().min(1).max(64)]),
    deleted: z.boolean(),
  }),
  z.object({ kind: z.literal('settings'), origin: z.string() }),
  z.object({ kind: z.literal('everything'), origin: z.string() }),
])

export type Change = z.infer<typeof changeSchema>

/** A change as this instance announces it. */
export type AnnouncedChange =
  | { kind: 'document'; collection: string; id: number | string; deleted: boolean }
  | { kind: 'settings' }
  | { kind: 'everything' }
