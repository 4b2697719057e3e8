import { mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { cachedMediaFile } from '@/cms/collections/media-caching'
import type { MediaStore } from './types'

function missingAsNull(error: unknown): null {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
  throw error
}

/** Files in one folder on this machine (MEDIA_DIR), served by our caching handler. */
export function diskMediaStore(dir: string): MediaStore {
  // A name is a file name, never a path: nothing outside the folder is written or looked at.
  const pathOf = (name: string) => path.join(dir, path.basename(name))
  return {
    prepare: async () => {
      await mkdir(dir, { recursive: true })
    },
    put: (name, data) => writeFile(pathOf(name), data),
    has: async (name) => Boolean((await stat(pathOf(name)).catch(missingAsNull))?.isFile()),
    upload: { staticDir: dir, handlers: [cachedMediaFile(dir)] },
  }
}
