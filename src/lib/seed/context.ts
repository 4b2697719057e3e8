import type { CollectionSlug, Payload } from 'payload'
import { existingKeys } from '@/lib/synthetic-content/local-api'
import type { RenderCounts } from '@/lib/synthetic-content/media-renderer'

export type SeedReport = {
  created: Record<string, number>
  skipped: Record<string, number>
  durationMs: number
  /** Milliseconds each step took, in the order they ran (images render alongside, see `images`). */
  phases: Record<string, number>
  images: RenderCounts
}

export type SeedContext = {
  payload: Payload
  log: (line: string) => void
  report: SeedReport
}

export function newReport(): SeedReport {
  return { created: {}, skipped: {}, durationMs: 0, phases: {}, images: { rendered: 0, fromCache: 0 } }
}

export function count(ctx: SeedContext, kind: 'created' | 'skipped', collection: string, by = 1): void {
  ctx.report[kind][collection] = (ctx.report[kind][collection] ?? 0) + by
}

/**
 * Splits the plans into those already stored (found by a key field such as the slug), counted as skipped,
 * and those still missing; `ids` holds the stored ones' ids by key.
 */
export async function splitStored<P>(
  ctx: SeedContext,
  collection: CollectionSlug,
  field: string,
  plans: readonly P[],
  keyOf: (plan: P) => string,
): Promise<{ ids: Map<string, number>; missing: P[] }> {
  const ids = await existingKeys(ctx.payload, collection, field)
  const missing = plans.filter((plan) => !ids.has(keyOf(plan)))
  count(ctx, 'skipped', collection, plans.length - missing.length)
  return { ids, missing }
}

/** Runs one step of the seed and records how long it took. */
export async function timed<T>(ctx: SeedContext, phase: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await run()
  } finally {
    ctx.report.phases[phase] = Math.round(performance.now() - started)
  }
}
