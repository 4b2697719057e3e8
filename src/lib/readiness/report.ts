import 'server-only'
import { getCms } from '@/lib/cms/payload'
import { sql } from '@/lib/db'
import { log } from '@/lib/log'
import { stillWaiting } from './parts'

export type Readiness = { ready: boolean; waiting: string[] }

/** A load balancer polls every few seconds per instance: one database round trip serves the polls of a second. */
const PING_REUSE_MS = 1_000
const PING_TIMEOUT_MS = 2_000

let lastPing: { at: number; answer: Promise<string | null> } | undefined

async function pingDatabase(): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${PING_TIMEOUT_MS} ms`), PING_TIMEOUT_MS)
  })
  const answered = getCms()
    .then((payload) => sql(payload).run`select 1`)
    .then(
      () => null,
      (error: unknown) => {
        log.warn({ err: error }, 'readiness: the database did not answer')
        return error instanceof Error ? error.message : String(error)
      },
    )
  return Promise.race([answered, timedOut]).finally(() => clearTimeout(timer))
}

function databaseProblem(): Promise<string | null> {
  const now = Date.now()
  if (!lastPing || now - lastPing.at > PING_REUSE_MS) lastPing = { at: now, answer: pingDatabase() }
  return lastPing.answer
}

/**
 * Ready when the database answers and every part of the start-up (migrations, the search indexes, the change
 * feed's catch-up) is done, so that a visitor sent here sees what every other instance shows.
 */
export async function readiness(): Promise<Readiness> {
  const waiting = stillWaiting()
  if (waiting.length > 0) return { ready: false, waiting }
  const problem = await databaseProblem()
  return problem ? { ready: false, waiting: [`database: ${problem}`] } : { ready: true, waiting: [] }
}
