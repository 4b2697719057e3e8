import 'server-only'
import { LRUCache } from 'lru-cache'

/** A serialised answer, and how many requests its call made: a cached call counts against the limit as any other. */
export type CachedAnswer = { body: string; requests: number }

/**
 * The last answers of the search API by request, valid while the engine's version is unchanged: a
 * storefront asks the same few questions over and over (every landing on /artworks sends the same
 * default query), and a write to any index empties it. Least recently used answers go first.
 */
export class AnswerCache {
  /** Absent when switched off (no entries allowed). */
  private readonly answers: LRUCache<string, CachedAnswer> | undefined
  private version = -1

  constructor(limits: { entries: number; characters: number }) {
    if (limits.entries === 0) return
    this.answers = new LRUCache<string, CachedAnswer>({
      max: limits.entries,
      maxSize: limits.characters,
      // Keys are request bodies (up to 256 kB): they count against the limit as much as the answers.
      sizeCalculation: (answer, key) => key.length + answer.body.length,
    })
  }

  get(key: string, version: number): CachedAnswer | undefined {
    this.followVersion(version)
    return this.answers?.get(key)
  }

  /** An answer larger than the whole character limit is not kept. */
  set(key: string, version: number, answer: CachedAnswer): void {
    this.followVersion(version)
    this.answers?.set(key, answer)
  }

  get size(): number {
    return this.answers?.size ?? 0
  }

  private followVersion(version: number): void {
    if (version === this.version) return
    this.answers?.clear()
    this.version = version
  }
}
