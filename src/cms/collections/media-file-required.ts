import { MissingFile, type CollectionBeforeValidateHook } from 'payload'
import type { MediaStore } from '@/lib/media-store'

/**
 * A media document always names a stored file. Uploads get their name from Payload's processing; trusted
 * server code (the seed, the import) may instead hand over files it has already put in the media store,
 * which is why the collection does not demand an upload on create. Outside callers can't name a file: Payload
 * drops generated fields from data sent without access override.
 */
export function requireStoredFile(store: MediaStore): CollectionBeforeValidateHook {
  return async ({ data, operation, req }) => {
    if (operation !== 'create') return data
    const filename: unknown = data?.filename
    if (typeof filename !== 'string' || !filename) throw new MissingFile(req.t)
    if (!req.file && !(await store.has(filename))) throw new MissingFile(req.t)
    return data
  }
}
