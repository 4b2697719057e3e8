import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { z } from 'zod'
import { MEDIA_FORMAT, MEDIA_SIZES } from '@/cms/collections/media-format'
import type { ImageFile, MediaFiles } from './media-files'

// Everything besides the SVG that decides the bytes: a change to any of them is a new key, never a stale hit.
const FINGERPRINT = JSON.stringify({ format: MEDIA_FORMAT, sizes: MEDIA_SIZES, versions: sharp.versions })

const dimensions = z.object({
  file: z.string().regex(/^[\w-]+\.webp$/),
  bytes: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
const manifestSchema = z.object({
  original: dimensions,
  sizes: z.array(z.object({ name: z.enum(MEDIA_SIZES.map((size) => size.name)), image: dimensions })),
})
type Manifest = z.infer<typeof manifestSchema>

/**
 * Rendered media files kept by a hash of the SVG and the encoder settings, so a demo gallery seeded again (a test
 * server on a fresh database, a reset) copies its images instead of rendering them. One manifest per entry,
 * written last: an entry without one was interrupted and is simply rendered again.
 */
export class MediaFileCache {
  constructor(private readonly dir: string) {}

  keyOf(svg: string, effort: number): string {
    return createHash('sha256').update(FINGERPRINT).update(`effort ${effort}\n`).update(svg).digest('hex')
  }

  async read(key: string): Promise<MediaFiles | null> {
    const text = await readFile(this.pathOf(key, 'json'), 'utf8').catch(missingAsNull)
    if (text === null) return null
    const manifest = manifestSchema.parse(JSON.parse(text))
    const load = async ({ file, bytes, width, height }: Manifest['original']): Promise<ImageFile> => {
      const data = await readFile(path.join(this.dir, file))
      if (data.length !== bytes) throw new Error(`cached ${file} has ${data.length} bytes, not ${bytes}`)
      return { data, width, height }
    }
    const original = await load(manifest.original)
    const sizes = await Promise.all(
      manifest.sizes.map(async ({ name, image }) => ({
        name,
        file: image.file === manifest.original.file ? original : await load(image),
      })),
    )
    return { original, sizes }
  }

  async write(key: string, files: MediaFiles): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    const store = async (image: ImageFile, suffix: string) => {
      const file = `${key}${suffix}.webp`
      await writeAtomically(path.join(this.dir, file), image.data)
      return { file, bytes: image.data.length, width: image.width, height: image.height }
    }
    const original = await store(files.original, '')
    const manifest: Manifest = {
      original,
      sizes: await Promise.all(
        files.sizes.map(async ({ name, file }) => ({
          name,
          image: file === files.original ? original : await store(file, `-${name}`),
        })),
      ),
    }
    await writeAtomically(this.pathOf(key, 'json'), JSON.stringify(manifest))
  }

  private pathOf(key: string, extension: string): string {
    return path.join(/* turbopackIgnore: true */ this.dir, `${key}.${extension}`)
  }
}

/** Another seed may read the entry meanwhile: it sees the whole file or none. */
async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, file)
}

function missingAsNull(error: unknown): null {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
  throw error
}
