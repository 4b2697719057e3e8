import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { sql } from '@/lib/db'
import { CHANGE_CHANNEL, THIS_INSTANCE, type AnnouncedChange } from './change'

/**
 * Tells the other instances on the database what changed. On PostgreSQL the notification is sent on the
 * writing request's transaction, so it is delivered when that transaction commits and never for one that rolls
 * back. SQLite is one process: there is no one else to tell.
 */
export async function announceChange(req: PayloadRequest, change: AnnouncedChange): Promise<void> {
  const database = sql(req.payload, req)
  if (database.dialect !== 'postgres') return
  const message = JSON.stringify({ ...change, origin: THIS_INSTANCE })
  // Not caught: a failed statement aborts the writing transaction anyway, so the write fails with it.
  await database.run`select pg_notify(${CHANGE_CHANNEL}, ${message})`
}

/**
 * Tells the running instances that a script (an import, a seed) has written in bulk, once it is done: each one
 * catches up from the database as after a lost feed. Sent at once, outside any transaction.
 */
export async function announceBulkChange(payload: Payload): Promise<void> {
  const database = sql(payload)
  if (database.dialect !== 'postgres') return
  const message = JSON.stringify({ kind: 'everything', origin: THIS_INSTANCE })
  await database.run`select pg_notify(${CHANGE_CHANNEL}, ${message})`
}
