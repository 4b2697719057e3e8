const DAY_MS = 24 * 60 * 60 * 1000

/** Midnight UTC today: dates move with the calendar, but not with the minute the seed ran. */
export function today(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

export function daysFrom(base: Date, days: number, hours = 0): string {
  return new Date(base.getTime() + days * DAY_MS + hours * 60 * 60 * 1000).toISOString()
}
