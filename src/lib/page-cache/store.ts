/** A response as sent, kept to be sent again. */
export type CachedPage = {
  status: number
  /** By lower-case name, without the per-connection ones Node writes itself. */
  headers: Record<string, string | string[]>
  body: Buffer
  /** The body encoded for browsers that accept Brotli or gzip, when it is large enough to gain from it. */
  encoded?: { br: Buffer; gzip: Buffer }
}

/**
 * Where cached pages live. In memory by default; an implementation shared by several server processes
 * (Redis, a CDN's API) keeps the same contract, so invalidating a tag anywhere empties it everywhere.
 */
export interface PageCacheStore {
  get(key: string): CachedPage | undefined | Promise<CachedPage | undefined>
  /**
   * Keeps a page rendered from `renderStartedAt`, unless one of its tags was invalidated since then or
   * within the settle time before (a save's transaction may still be committing when its hook runs).
   */
  put(key: string, page: CachedPage, tags: ReadonlySet<string>, renderStartedAt: number): void | Promise<void>
  invalidate(tags: readonly string[]): void | Promise<void>
  clear(): void | Promise<void>
}
