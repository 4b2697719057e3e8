import { randomUUID } from 'node:crypto'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'

type SessionDb = SQLiteAdapter['sessions'][string]['db']

/**
 * Opens a transaction on SQLite and registers it as a Payload session, the way the drizzle adapters'
 * beginTransaction does. Our SQLite adapter runs without transaction options, so Payload's own
 * initTransaction opens none there; a checkout needs one. libSQL begins it IMMEDIATE (the write lock is
 * taken first, waited for like every write) on a connection of its own. Unlike drizzle's, a failed COMMIT
 * rejects `resolve`, so commitTransaction(req) reports it.
 */
export async function beginSqliteSession(adapter: SQLiteAdapter): Promise<string> {
  const id = randomUUID()
  let finish: (commit: boolean) => void = () => {}
  let done: Promise<void> = Promise.resolve()
  await new Promise<void>((started, failed) => {
    done = adapter.drizzle.transaction(async (transaction) => {
      const commit = new Promise<boolean>((decide) => (finish = decide))
      adapter.sessions[id] = {
        // The same object drizzle's beginTransaction stores; Payload's type names a schema shape it lacks.
        db: transaction as unknown as SessionDb,
        resolve: () => (finish(true), done),
        reject: () => (finish(false), done),
      }
      started()
      if (!(await commit)) transaction.rollback()
    })
    done.catch(failed)
  })
  return id
}
