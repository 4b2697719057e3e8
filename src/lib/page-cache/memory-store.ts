import { LRUCache } from 'lru-cache'
import { storedBytes } from './compressed-page'
import type { CachedPage, PageCacheStore } from './store'

export type MemoryStoreOptions = {
  maxBytes: number
  ttlMs: number
  /** How long after a tag's invalidation no page carrying it is stored. */
  settleMs: number
  now?: () => number
}

type Entry = { page: CachedPage; tags: ReadonlySet<string> }

const ENTRY_OVERHEAD_BYTES = 512

/** The process's own page cache: least recently used pages go first past `maxBytes`, every page after `ttlMs`. */
export class MemoryPageStore implements PageCacheStore {
  private readonly pages: LRUCache<string, Entry>
  private readonly keysByTag = new Map<string, Set<string>>()
  private readonly invalidatedAt = new Map<string, number>()
  private readonly now: () => number

  constructor(private readonly options: MemoryStoreOptions) {
    this.now = options.now ?? Date.now
    this.pages = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      sizeCalculation: ({ page }) => storedBytes(page) + ENTRY_OVERHEAD_BYTES,
      ttl: options.ttlMs,
      ttlAutopurge: false,
      perf: { now: this.now },
      dispose: ({ tags }, key) => this.forget(key, tags),
    })
  }

  get size(): number {
    return this.pages.size
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key)?.page
  }

  put(key: string, page: CachedPage, tags: ReadonlySet<string>, renderStartedAt: number): void {
    const settledSince = renderStartedAt - this.options.settleMs
    for (const tag of tags) if ((this.invalidatedAt.get(tag) ?? -Infinity) >= settledSince) return
    if (storedBytes(page) + ENTRY_OVERHEAD_BYTES > this.options.maxBytes) return
    this.pages.set(key, { page, tags })
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag)
      if (!keys) this.keysByTag.set(tag, (keys = new Set()))
      keys.add(key)
    }
  }

  invalidate(tags: readonly string[]): void {
    const now = this.now()
    this.forgetOldInvalidations(now)
    for (const tag of tags) {
      this.invalidatedAt.set(tag, now)
      for (const key of [...(this.keysByTag.get(tag) ?? [])]) this.pages.delete(key)
    }
  }

  clear(): void {
    this.pages.clear()
  }

  private forget(key: string, tags: ReadonlySet<string>): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) this.keysByTag.delete(tag)
    }
  }

  /** A render that started before an invalidation still in memory is refused; older ones no longer matter. */
  private forgetOldInvalidations(now: number): void {
    const horizon = now - this.options.settleMs - this.options.ttlMs
    for (const [tag, at] of this.invalidatedAt) if (at < horizon) this.invalidatedAt.delete(tag)
  }
}
