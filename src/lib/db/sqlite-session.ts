import { randomUUID } from 'node:crypto'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { SessionDb } from './adapters'

/**
 * Opens a transaction on SQLite and registers it as a Payload session, the way the drizzle adapters'
 * beginTransaction does. Our SQLite adapter runs without transaction options, so Payload's own
 * initTransaction opens none there; a transaction needs one. libSQL begins it IMMEDIATE (the write lock is
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
        db: sessionDb(transaction),
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

/**
 * The transaction as Payload's registry types it: the same object drizzle's beginTransaction stores, but
 * declared by another copy of drizzle whose schema type it does not spell the same way.
 */
function sessionDb(transaction: object): SessionDb {
  if (!isSessionDb(transaction)) throw new Error('database: drizzle gave SQLite a transaction without `all`')
  return transaction
}

const isSessionDb = (value: object): value is SessionDb => 'all' in value && 'run' in value
