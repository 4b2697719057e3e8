import type { CollectionSlug, Payload } from 'payload'

/**
 * Every Local API call writing generated content (seed and import): hooks see `seeding` (skip revalidation
 * and indexing), access is bypassed.
 */
export const SEED_OPTIONS = { overrideAccess: true, context: { seeding: true } } as const

/**
 * Writes skip Payload's per-document transaction: on SQLite each one opens a fresh connection, which
 * cost the seed a third of its run time. Every write stands alone and a re-run fills any gap. A write
 * answers with the document as stored, relations left as ids: callers want its id, not a read-back.
 */
export const WRITE = { ...SEED_OPTIONS, disableTransaction: true, depth: 0 } as const
export const PUBLISHED = { ...WRITE, draft: false } as const

/**
 * Idempotency for generated content: one query per collection for the unique keys already there,
 * so a re-run skips those documents (and never renders their images) without a query each.
 */
export async function existingKeys(
  payload: Payload,
  collection: CollectionSlug,
  field: string,
): Promise<Map<string, number>> {
  const result = await payload.find({
    collection,
    ...SEED_OPTIONS,
    depth: 0,
    pagination: false,
    select: { [field]: true },
  })
  const keys = new Map<string, number>()
  for (const doc of result.docs) {
    const value: unknown = Object.getOwnPropertyDescriptor(doc, field)?.value
    if (typeof value === 'string' && typeof doc.id === 'number') keys.set(value, doc.id)
  }
  return keys
}
