import type { Where } from 'payload'
import type { ExhibitionState } from './taxonomy'

/** Midnight UTC that starts the day `now` falls on. */
function startOfDay(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString()
}

/**
 * The exhibitions in one state, as a query on their dates, so a rail reads only the cards it shows. It
 * mirrors exhibitionState: on view until the end of the last day (the end date, else the start date),
 * that is while the last day is today or later.
 */
export function exhibitionStateWhere(state: ExhibitionState, now: Date): Where {
  if (state === 'Upcoming') return { startDate: { greater_than: now.toISOString() } }
  const started: Where = { startDate: { less_than_equal: now.toISOString() } }
  const lastDay = state === 'On View' ? { greater_than_equal: startOfDay(now) } : { less_than: startOfDay(now) }
  return {
    and: [started, { or: [{ endDate: lastDay }, { and: [{ endDate: { exists: false } }, { startDate: lastDay }] }] }],
  }
}
