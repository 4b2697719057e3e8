import { createEngine, type SearchEngine } from '../engine/search-engine'

// One engine per server process. Kept on globalThis because Next bundles route handlers, pages and the
// instrumentation hook separately, and a module-level variable would give each bundle its own copy.
const holder = globalThis as typeof globalThis & { __gallerySearchEngine?: SearchEngine }

export function searchEngine(): SearchEngine {
  holder.__gallerySearchEngine ??= createEngine()
  return holder.__gallerySearchEngine
}
