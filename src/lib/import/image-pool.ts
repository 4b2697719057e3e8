import type { Payload } from 'payload'
import { mediumBySlug, type Orientation } from '@/lib/catalog/taxonomy'
import { env } from '@/lib/env'
import { artworkSvgs, portraitSvg } from '@/lib/synthetic-content/images'
import { MediaLibrary } from '@/lib/synthetic-content/media-library'
import { configuredMediaRenderer } from '@/lib/synthetic-content/media-renderer'
import type { PoolSlot } from './plan-artwork'

/** Inches of the picture rendered for each orientation; only the aspect matters. */
const SHAPES: Record<Orientation, { w: number; h: number }> = {
  Vertical: { w: 24, h: 30 },
  Horizontal: { w: 30, h: 24 },
  Square: { w: 24, h: 24 },
}

/**
 * Shared placeholder pictures: one pair (card image, hover view) per medium × orientation × variant and
 * a few portraits, rendered and uploaded once on first use and reused by id. A 77k-artwork import thus
 * stores about a hundred images instead of 150,000 (decision 0008). Named `import-…`, so a re-run finds them.
 */
export class ImagePool {
  private readonly pending = new Map<string, Promise<number[]>>()

  private constructor(private readonly media: MediaLibrary) {}

  static async load(payload: Payload): Promise<ImagePool> {
    const renderer = configuredMediaRenderer(env().SEED_IMAGE_CACHE_DIR, (line) => payload.logger.warn(line))
    return new ImagePool(await MediaLibrary.load(payload, renderer))
  }

  /** The two media ids of a slot: the card image first, the hover view second. */
  artworkImages(slot: PoolSlot): Promise<number[]> {
    const key = `import-${slot.medium}-${slot.orientation.toLowerCase()}-${slot.variant}`
    return this.once(key, async () => {
      const { w, h } = SHAPES[slot.orientation]
      const label = `${mediumBySlug(slot.medium)?.productType ?? slot.medium}, ${slot.orientation.toLowerCase()}`
      let drawn: [string, string] | undefined
      const pictures = () => (drawn ??= artworkSvgs(key, slot.medium, w, h))
      this.media.prepare(key, () => pictures()[0])
      this.media.prepare(`${key}-view`, () => pictures()[1])
      const first = await this.media.upload({ key, alt: `Placeholder image (${label})` }, () => pictures()[0])
      const second = await this.media.upload(
        { key: `${key}-view`, alt: `Placeholder image (${label}), detail` },
        () => pictures()[1],
      )
      return [first, second]
    })
  }

  async portrait(index: number): Promise<number> {
    const key = `import-portrait-${index}`
    const [id] = await this.once(key, async () => [
      await this.media.upload({ key, alt: 'Placeholder portrait' }, () => portraitSvg(key)),
    ])
    if (id === undefined) throw new Error(`portrait ${key} has no id`)
    return id
  }

  private once(key: string, create: () => Promise<number[]>): Promise<number[]> {
    let promise = this.pending.get(key)
    if (!promise) {
      promise = create()
      this.pending.set(key, promise)
    }
    return promise
  }
}
