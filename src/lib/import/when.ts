const DAY_MS = 24 * 60 * 60 * 1000

/** A fixed day, not the clock: the same file imports the same dates on every run and machine. */
export const IMPORT_EPOCH = Date.UTC(2026, 0, 1)

export function daysBeforeEpoch(days: number, hour = 0): string {
  return new Date(IMPORT_EPOCH - days * DAY_MS + hour * 60 * 60 * 1000).toISOString()
}
