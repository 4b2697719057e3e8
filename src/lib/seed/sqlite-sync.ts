import type { Payload } from 'payload'
import { sql, type SqliteStatements } from '@/lib/db'

const SYNC_LEVELS = ['OFF', 'NORMAL', 'FULL', 'EXTRA'] as const

async function syncLevel(db: SqliteStatements): Promise<(typeof SYNC_LEVELS)[number]> {
  const rows = await db.raw('PRAGMA synchronous')
  const level = SYNC_LEVELS[Number(rows[0]?.synchronous)]
  if (!level) throw new Error(`unexpected PRAGMA synchronous answer: ${JSON.stringify(rows[0])}`)
  return level
}

/**
 * Each seed write is its own commit, and at `synchronous = FULL` SQLite waits for the disk on every commit:
 * a third of the seed's time went there. For the seed alone commits wait only at checkpoints (`NORMAL`, which
 * in WAL mode never corrupts the file); a power cut can then lose the last writes, which a re-run of the
 * seed fills in as it does after any interruption. The connection's level is restored afterwards.
 */
export async function withCheckpointSync<T>(payload: Payload, run: () => Promise<T>): Promise<T> {
  const db = sql(payload)
  if (db.dialect !== 'sqlite') return run()
  const before = await syncLevel(db)
  await db.raw('PRAGMA synchronous = NORMAL')
  try {
    return await run()
  } finally {
    await db.raw(`PRAGMA synchronous = ${before}`)
  }
}
