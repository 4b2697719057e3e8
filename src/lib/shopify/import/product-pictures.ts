import type { Payload } from 'payload'
import type { ImagePool } from '@/lib/import/image-pool'
import { RecordRefused } from '@/lib/import/refusal'
import { existingKeys, SEED_OPTIONS } from '@/lib/synthetic-content/local-api'
import type { ProductDraft, ProductImage } from './plan-product'

/** Beyond this a product photograph is no web picture: refused rather than held in memory. */
const MAX_IMAGE_BYTES = 25 * 1024 * 1024
const DOWNLOAD_TIMEOUT_MS = 30_000
/** Payload stores every upload as WebP (media-format.ts), so `key.png` is kept as `key.webp`. */
const storedName = (key: string) => `${key}.webp`

/**
 * A product's pictures, downloaded from the store and uploaded to the media collection once: named
 * `shopify-<handle>-<n>`, so a re-run (or a resumed one) finds them by file name instead of fetching again.
 * A product without pictures gets the shared placeholder pair of its medium and orientation.
 */
export class ProductPictures {
  private constructor(
    private readonly payload: Payload,
    private readonly pool: ImagePool,
    private readonly byName: Map<string, number>,
    private readonly fetchImage: typeof fetch,
  ) {}

  static async load(payload: Payload, pool: ImagePool, fetchImage: typeof fetch = fetch): Promise<ProductPictures> {
    return new ProductPictures(payload, pool, await existingKeys(payload, 'media', 'filename'), fetchImage)
  }

  /** The media ids, card image first; the collection wants two, so a single picture serves as both. */
  async idsOf(draft: ProductDraft): Promise<number[]> {
    if (!draft.images.length) return this.pool.artworkImages(draft.placeholder)
    const ids: number[] = []
    for (const [index, image] of draft.images.entries()) {
      ids.push(await this.picture(`shopify-${draft.fields.handle}-${index}`, image))
    }
    return ids.length === 1 ? [...ids, ...ids] : ids
  }

  private async picture(key: string, image: ProductImage): Promise<number> {
    const known = this.byName.get(storedName(key))
    if (known !== undefined) return known
    const { data, mimetype } = await this.download(image.url)
    const doc = await this.payload.create({
      collection: 'media',
      ...SEED_OPTIONS,
      depth: 0,
      data: { alt: image.alt },
      file: { data, mimetype, name: `${key}.${mimetype.split('/')[1] ?? 'img'}`, size: data.length },
    })
    this.byName.set(doc.filename ?? storedName(key), doc.id)
    return doc.id
  }

  private async download(url: string): Promise<{ data: Buffer; mimetype: string }> {
    let response: Response
    try {
      response = await this.fetchImage(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) })
    } catch (error) {
      throw new RecordRefused(`picture ${url} could not be fetched`, { cause: error })
    }
    const mimetype = response.headers.get('content-type')?.split(';')[0]?.trim() ?? ''
    const length = Number(response.headers.get('content-length') ?? 0)
    if (!response.ok) throw new RecordRefused(`picture ${url} answered ${response.status}`)
    if (!/^image\/[\w.+-]+$/.test(mimetype))
      throw new RecordRefused(`picture ${url} is ${mimetype || 'untyped'}, no image`)
    if (length > MAX_IMAGE_BYTES) throw new RecordRefused(`picture ${url} is larger than ${MAX_IMAGE_BYTES} bytes`)
    const data = Buffer.from(await response.arrayBuffer())
    if (data.length > MAX_IMAGE_BYTES) throw new RecordRefused(`picture ${url} is larger than ${MAX_IMAGE_BYTES} bytes`)
    return { data, mimetype }
  }
}
