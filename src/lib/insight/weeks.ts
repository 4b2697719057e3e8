const DAY_MS = 24 * 60 * 60 * 1000

/** The Monday (UTC) that starts the week holding `at`, as YYYY-MM-DD: how both databases name a week. */
export function weekStart(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))
  const sinceMonday = (day.getUTCDay() + 6) % 7
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10)
}

/** The `count` weeks up to and including the one holding `now`, oldest first, each named by its Monday. */
export function lastWeeks(now: Date, count: number): string[] {
  const current = Date.parse(`${weekStart(now)}T00:00:00.000Z`)
  return Array.from({ length: count }, (_, index) =>
    new Date(current - (count - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  )
}
