import { createEngine, type SearchEngine } from '../engine/search-engine'

// One engine per server process. Kept on globalThis because Next bundles route handlers, pages and the
// instrumentation hook separately, and a module-level variable would give each bundle its own copy.
const holder = globalThis as typeof globalThis & {
  __gallerySearchEngine?: SearchEngine
  __gallerySearchBuilt?: Promise<unknown>
}

/** The engine as it is now, for writers (the CMS hooks and the rebuild). */
export function searchEngine(): SearchEngine {
  holder.__gallerySearchEngine ??= createEngine()
  return holder.__gallerySearchEngine
}

/** Records the start-up build, so the server can answer pages while the index fills. */
export function searchIndexBuilding(build: Promise<unknown>): void {
  holder.__gallerySearchBuilt = build.catch(() => undefined)
}

/** The engine once the start-up build is done: what every reader awaits, so no one sees a half-built index. */
export async function readySearchEngine(): Promise<SearchEngine> {
  await holder.__gallerySearchBuilt
  return searchEngine()
}
