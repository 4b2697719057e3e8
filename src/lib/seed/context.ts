import type { Payload } from 'payload'

export type SeedReport = {
  created: Record<string, number>
  skipped: Record<string, number>
  durationMs: number
}

export type SeedContext = {
  payload: Payload
  log: (line: string) => void
  report: SeedReport
}

export function newReport(): SeedReport {
  return { created: {}, skipped: {}, durationMs: 0 }
}

export function count(ctx: SeedContext, kind: 'created' | 'skipped', collection: string, by = 1): void {
  ctx.report[kind][collection] = (ctx.report[kind][collection] ?? 0) + by
}
