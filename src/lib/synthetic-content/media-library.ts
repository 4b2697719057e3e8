import type { Payload } from 'payload'
import { mediaStore, type MediaStore } from '@/lib/media-store'
import { existingKeys, WRITE } from './local-api'
import type { ImageFile, MediaFiles } from './media-files'
import type { MediaRenderer } from './media-renderer'

/** `key` names the stored files: key.webp, and key-<w>x<h>.webp for each size, as Payload names an upload's. */
export type MediaUpload = { key: string; alt: string; caption?: string }

const MIME_TYPE = 'image/webp'
const storedName = (key: string) => `${key}.webp`
const sizeName = (key: string, file: ImageFile) => `${key}-${file.width}x${file.height}.webp`

function described(filename: string, file: ImageFile) {
  return { filename, mimeType: MIME_TYPE, filesize: file.data.length, width: file.width, height: file.height }
}

/** The fields Payload's upload processing fills in, for files that were rendered in its place. */
function storedFields(key: string, files: MediaFiles) {
  return {
    ...described(storedName(key), files.original),
    // Payload's default focal point for a new upload: the centre.
    focalX: 50,
    focalY: 50,
    sizes: Object.fromEntries(files.sizes.map(({ name, file }) => [name, described(sizeName(key, file), file)])),
  }
}

/**
 * Generated images by key. Files are rendered (in the background, see `prepare`) and written to the media store here, then handed to the media collection as finished files: Payload would otherwise decode and re-encode each
 * one three times. A key already in the database is never rendered again.
 */
export class MediaLibrary {
  private readonly pending = new Map<string, Promise<MediaFiles>>()

  private constructor(
    private readonly payload: Payload,
    private readonly byName: Map<string, number>,
    private readonly renderer: MediaRenderer,
    private readonly onCreated: () => void,
    private readonly store: MediaStore,
  ) {}

  /** `onCreated` hears of every upload, for a caller that counts what it created. */
  static async load(
    payload: Payload,
    renderer: MediaRenderer,
    onCreated: () => void = () => {},
  ): Promise<MediaLibrary> {
    const store = mediaStore()
    await store.prepare()
    return new MediaLibrary(payload, await existingKeys(payload, 'media', 'filename'), renderer, onCreated, store)
  }

  has(key: string): boolean {
    return this.byName.has(storedName(key))
  }

  /** The id of a key's document, whether this run uploaded it or an earlier one. */
  idOf(key: string): number | undefined {
    return this.byName.get(storedName(key))
  }

  /** Starts rendering a missing key now, so its files are ready by the time it is uploaded. */
  prepare(key: string, svg: () => string): void {
    if (this.has(key) || this.pending.has(key)) return
    const files = this.renderer.render(svg)
    // A failed render is thrown by `upload` of the same key; this only stops it counting as unhandled before.
    files.catch(() => undefined)
    this.pending.set(key, files)
  }

  async upload(upload: MediaUpload, svg: () => string): Promise<number> {
    const known = this.byName.get(storedName(upload.key))
    if (known !== undefined) return known
    this.prepare(upload.key, svg)
    const files = await this.pending.get(upload.key)
    if (!files) throw new Error(`media ${upload.key} was never rendered`)
    await this.putFiles(upload.key, files)
    const doc = await this.payload.create({
      collection: 'media',
      ...WRITE,
      depth: 0,
      data: { alt: upload.alt, caption: upload.caption, ...storedFields(upload.key, files) },
    })
    this.pending.delete(upload.key)
    this.byName.set(storedName(upload.key), doc.id)
    this.onCreated()
    return doc.id
  }

  /** A file of the same name left by an interrupted run is replaced: its document was never written. */
  private async putFiles(key: string, files: MediaFiles): Promise<void> {
    const named = new Map([[storedName(key), files.original]])
    for (const { file } of files.sizes) named.set(sizeName(key, file), file)
    await Promise.all([...named].map(([name, file]) => this.store.put(name, file.data, MIME_TYPE)))
  }
}
