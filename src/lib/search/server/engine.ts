import 'server-only'
import { log } from '@/lib/log'
import { createEngine, type SearchEngine } from '../engine/search-engine'
import type { IndexDefinition } from '../types'

// One engine per server process. Kept on globalThis because Next bundles route handlers, pages and the
// instrumentation hook separately, and a module-level variable would give each bundle its own copy.
const holder = globalThis as typeof globalThis & {
  __searchEngine?: SearchEngine
  __searchEngineBuilt?: Promise<void>
}

/** The process's engine, created with `definitions` on the first call; later calls get the same engine. */
export function holdSearchEngine(definitions: readonly IndexDefinition[]): SearchEngine {
  holder.__searchEngine ??= createEngine(definitions)
  return holder.__searchEngine
}

/** Records the start-up build, so the server can answer pages while the index fills. */
export function searchIndexBuilding(build: Promise<unknown>): void {
  holder.__searchEngineBuilt = build.then(
    () => undefined,
    (error: unknown) => log.error({ err: error }, 'search index build failed; searches answer from what was indexed'),
  )
}

/**
 * The engine once the start-up build is done: what every reader awaits, so no one sees a half-built index.
 * Rejects when no engine is held: the application holds one (`holdSearchEngine`) before it serves.
 */
export async function readySearchEngine(): Promise<SearchEngine> {
  await holder.__searchEngineBuilt
  if (!holder.__searchEngine) throw new Error('No search engine: call holdSearchEngine(definitions) at start-up')
  return holder.__searchEngine
}
