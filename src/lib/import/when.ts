import { daysFrom } from '@/lib/synthetic-content/dates'

/** A fixed day, not the clock: the same file imports the same dates on every run and machine. */
const IMPORT_EPOCH = Date.UTC(2026, 0, 1)

export function daysBeforeEpoch(days: number, hour = 0): string {
  return daysFrom(new Date(IMPORT_EPOCH), -days, hour)
}
