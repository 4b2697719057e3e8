import 'server-only'
import type { Payload } from 'payload'
import { log } from '@/lib/log'
import { rebuildQuerySuggestions } from './rebuild'

/** Visitors' counts change without any content change; this picks them up. */
const REBUILD_EVERY_MS = 10 * 60 * 1000
/** An editor's burst of saves (or an artist's works re-indexed one by one) becomes one rebuild. */
const REBUILD_DEBOUNCE_MS = 5 * 1000

type Schedule = { payload: Payload; debounce?: NodeJS.Timeout; last: Promise<void> }

// On globalThis: the CMS hooks run in the route handlers' bundle, the start-up in instrumentation's.
const holder = globalThis as typeof globalThis & { __querySuggestions?: Schedule }

function rebuild(schedule: Schedule, reason: string): Promise<void> {
  schedule.last = schedule.last.then(async () => {
    const started = Date.now()
    try {
      const count = await rebuildQuerySuggestions(schedule.payload)
      log.info({ reason, count, ms: Date.now() - started }, 'query suggestions rebuilt')
    } catch (error) {
      log.error({ err: error, reason }, 'query suggestions: rebuild failed; the previous suggestions stay')
    }
  })
  return schedule.last
}

/** Builds the suggestions now (after the other indexes) and every REBUILD_EVERY_MS from then on. */
export function startQuerySuggestions(payload: Payload): Promise<void> {
  if (holder.__querySuggestions) return rebuild(holder.__querySuggestions, 'start')
  const schedule: Schedule = { payload, last: Promise.resolve() }
  holder.__querySuggestions = schedule
  setInterval(() => void rebuild(schedule, 'schedule'), REBUILD_EVERY_MS).unref()
  return rebuild(schedule, 'start')
}

/** Content the public finds has changed: rebuild soon. A process that never started the schedule ignores it. */
export function querySuggestionsStale(): void {
  const schedule = holder.__querySuggestions
  if (!schedule) return
  clearTimeout(schedule.debounce)
  schedule.debounce = setTimeout(() => void rebuild(schedule, 'content change'), REBUILD_DEBOUNCE_MS)
  schedule.debounce.unref()
}
