import { env } from '@/lib/env'
import { MemoryPageStore } from './memory-store'
import { PageCache } from './page-cache'

/** A save's transaction commits after its hooks run: pages rendered this soon after an invalidation aren't kept. */
const SETTLE_MS = 1_000

// One cache for the process: the server's request layer and the CMS hooks are bundled apart.
const holder = globalThis as typeof globalThis & { __galleryPageCache?: PageCache | null }

/** The page cache the environment asks for (PAGE_CACHE), or null when it is off. */
export function configuredPageCache(): PageCache | null {
  if (holder.__galleryPageCache !== undefined) return holder.__galleryPageCache
  const { PAGE_CACHE, PAGE_CACHE_MAX_MB, PAGE_CACHE_TTL_SECONDS } = env()
  holder.__galleryPageCache =
    PAGE_CACHE === 'off'
      ? null
      : new PageCache(
          new MemoryPageStore({
            maxBytes: PAGE_CACHE_MAX_MB * 1024 * 1024,
            ttlMs: PAGE_CACHE_TTL_SECONDS * 1000,
            settleMs: SETTLE_MS,
          }),
        )
  return holder.__galleryPageCache
}

/** Drops every cached page that shows any of these, in this process's cache or the shared one. */
export async function invalidatePages(tags: readonly string[]): Promise<void> {
  await configuredPageCache()?.invalidate(tags)
}

/** Drops every cached page of this process. */
export async function emptyPageCache(): Promise<void> {
  await configuredPageCache()?.clear()
}
