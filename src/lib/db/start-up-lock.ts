import type { Payload } from 'payload'
import { runningAdapter } from './adapters'

// A key of our own among PostgreSQL's advisory locks: any 64-bit number no other code on the database uses.
const START_UP_LOCK_KEY = 7_146_532_901

// SQLite serves one process: start-up work there only has to wait for this process's own.
let sqliteTurn: Promise<unknown> = Promise.resolve()

/**
 * Runs `work` (migrations, the first seed) while no other instance on the same PostgreSQL database runs its
 * own: instances started together would otherwise each migrate and seed an empty database at once. The lock
 * is a session's advisory lock, so a process that dies holding it frees it.
 */
export async function whileStartingAlone<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const running = runningAdapter(payload)
  if (running.dialect !== 'postgres') {
    const done = sqliteTurn.then(work)
    // The next turn waits for this one, not for its outcome, which the caller gets.
    sqliteTurn = done.catch(() => undefined)
    return done
  }
  const client = await running.adapter.pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [START_UP_LOCK_KEY])
    try {
      return await work()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}
