import { count, existingKeys, WRITE, type SeedContext } from './context'

import { UPLOAD_FORMAT } from './images'

/** `key` names the file: uploaded as key.png, stored by the media collection as key.webp. */
export type MediaUpload = { key: string; alt: string; caption?: string }

const storedName = (key: string) => `${key}.webp`

/** Uploads by file name; a file left by an interrupted run is reused instead of uploaded twice. */
export class MediaLibrary {
  private constructor(
    private readonly ctx: SeedContext,
    private readonly byName: Map<string, number>,
  ) {}

  static async load(ctx: SeedContext): Promise<MediaLibrary> {
    return new MediaLibrary(ctx, await existingKeys(ctx.payload, 'media', 'filename'))
  }

  has(key: string): boolean {
    return this.byName.has(storedName(key))
  }

  /** Renders only what is missing; callers start rendering early and pass the pending buffer in. */
  async upload(upload: MediaUpload, data: Promise<Buffer> | Buffer): Promise<number> {
    const known = this.byName.get(storedName(upload.key))
    if (known !== undefined) return known
    const buffer = await data
    const doc = await this.ctx.payload.create({
      collection: 'media',
      ...WRITE,
      data: { alt: upload.alt, caption: upload.caption },
      file: {
        data: buffer,
        mimetype: UPLOAD_FORMAT.mimetype,
        name: `${upload.key}.${UPLOAD_FORMAT.extension}`,
        size: buffer.length,
      },
    })
    this.byName.set(storedName(upload.key), doc.id)
    count(this.ctx, 'created', 'media')
    return doc.id
  }
}
