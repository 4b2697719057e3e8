import { availableParallelism } from 'node:os'
import path from 'node:path'
import { concurrencyLimit } from './concurrency'
import { MediaFileCache } from './media-file-cache'
import { GENERATED_WEBP_EFFORT, renderMediaFiles, type MediaFiles } from './media-files'

export type RenderCounts = { rendered: number; fromCache: number }

/**
 * Two images per core in flight. The caller writes documents on the main thread, and while a write holds it, no
 * finished operation can hand its core the next one: with one image per core, the cold seed kept the two cores
 * busy only about 70% of the time. With a second image per core, sharp's threads still have one to work on.
 * Measured on a cold seed, three alternating pairs on two cores: 49.4/40.3/36.7 s with one per core, 41.5/36.9/34.7 s with two.
 */
const RENDERS_PER_CORE = 2

/**
 * Turns SVGs into stored media files, RENDERS_PER_CORE images at a time: an image is a few single-threaded
 * libvips operations, so this keeps every core busy while the caller writes documents. With a cache,
 * an SVG rendered before is read back instead.
 */
export class MediaRenderer {
  readonly counts: RenderCounts = { rendered: 0, fromCache: 0 }
  private readonly limit: <T>(task: () => Promise<T>) => Promise<T>
  private readonly effort: number

  constructor(
    private readonly cache: MediaFileCache | null,
    private readonly onCacheError: (error: unknown) => void,
    { concurrency = RENDERS_PER_CORE * availableParallelism(), effort = GENERATED_WEBP_EFFORT } = {},
  ) {
    this.limit = concurrencyLimit(concurrency)
    this.effort = effort
  }

  render(svg: () => string): Promise<MediaFiles> {
    return this.limit(async () => {
      const source = svg()
      const key = this.cache?.keyOf(source, this.effort)
      const cached = key ? await this.fromCache(key) : null
      if (cached) {
        this.counts.fromCache++
        return cached
      }
      const files = await renderMediaFiles(source, this.effort)
      this.counts.rendered++
      if (key) await this.cache?.write(key, files).catch(this.onCacheError)
      return files
    })
  }

  /** A cache that can't be read costs a render, never the seed. */
  private async fromCache(key: string): Promise<MediaFiles | null> {
    try {
      return (await this.cache?.read(key)) ?? null
    } catch (error) {
      this.onCacheError(error)
      return null
    }
  }
}

/** The renderer the seed and the import use: cached where SEED_IMAGE_CACHE_DIR says, unless it says `off`. */
export function configuredMediaRenderer(cacheDir: string, warn: (line: string) => void): MediaRenderer {
  const cache =
    cacheDir === 'off' ? null : new MediaFileCache(path.resolve(/* turbopackIgnore: true */ process.cwd(), cacheDir))
  return new MediaRenderer(cache, (error) => warn(`image cache skipped: ${String(error)}`))
}
