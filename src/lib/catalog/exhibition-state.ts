import type { ExhibitionState } from './taxonomy'

type Dates = { startDate: string; endDate?: string | null }

/** An exhibition is on view from its start until the end of its last day (one-day events: that day). */
export function exhibitionState({ startDate, endDate }: Dates, now: Date): ExhibitionState {
  const start = new Date(startDate)
  const lastDay = new Date(endDate ?? startDate)
  const end = new Date(Date.UTC(lastDay.getUTCFullYear(), lastDay.getUTCMonth(), lastDay.getUTCDate() + 1))
  if (now < start) return 'Upcoming'
  return now < end ? 'On View' : 'Past'
}
