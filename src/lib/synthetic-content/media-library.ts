import type { Payload } from 'payload'
import { UPLOAD_FORMAT } from './images'
import { existingKeys, WRITE } from './local-api'

/** `key` names the file: uploaded as key.png, stored by the media collection as key.webp. */
export type MediaUpload = { key: string; alt: string; caption?: string }

const storedName = (key: string) => `${key}.webp`

/** Uploads by file name; a file left by an interrupted run is reused instead of uploaded twice. */
export class MediaLibrary {
  private constructor(
    private readonly payload: Payload,
    private readonly byName: Map<string, number>,
    private readonly onCreated: () => void,
  ) {}

  /** `onCreated` hears of every upload, for a caller that counts what it created. */
  static async load(payload: Payload, onCreated: () => void = () => {}): Promise<MediaLibrary> {
    return new MediaLibrary(payload, await existingKeys(payload, 'media', 'filename'), onCreated)
  }

  has(key: string): boolean {
    return this.byName.has(storedName(key))
  }

  /** Renders only what is missing; callers start rendering early and pass the pending buffer in. */
  async upload(upload: MediaUpload, data: Promise<Buffer> | Buffer): Promise<number> {
    const known = this.byName.get(storedName(upload.key))
    if (known !== undefined) return known
    const buffer = await data
    const doc = await this.payload.create({
      collection: 'media',
      ...WRITE,
      // Not in the database, so a file of that name is left from an interrupted run: replace it rather
      // than store this upload under a new name that the next run would not recognise.
      overwriteExistingFiles: true,
      data: { alt: upload.alt, caption: upload.caption },
      file: {
        data: buffer,
        mimetype: UPLOAD_FORMAT.mimetype,
        name: `${upload.key}.${UPLOAD_FORMAT.extension}`,
        size: buffer.length,
      },
    })
    this.byName.set(storedName(upload.key), doc.id)
    this.onCreated()
    return doc.id
  }
}
