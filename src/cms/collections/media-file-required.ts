import { MissingFile, type CollectionBeforeValidateHook } from 'payload'
import { stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * A media document always names a stored file. Uploads get their name from Payload's processing; trusted
 * server code (the seed, the import) may instead hand over files it has already written to the media folder,
 * which is why the collection does not demand an upload on create. Outside callers can't name a file: Payload
 * drops generated fields from data sent without access override.
 */
export function requireStoredFile(staticDir: string): CollectionBeforeValidateHook {
  return async ({ data, operation, req }) => {
    if (operation !== 'create') return data
    const filename: unknown = data?.filename
    if (typeof filename !== 'string' || !filename) throw new MissingFile(req.t)
    if (!req.file) {
      const file = await stat(path.join(staticDir, path.basename(filename))).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      })
      if (!file?.isFile()) throw new MissingFile(req.t)
    }
    return data
  }
}
