import type { SQLiteAdapter } from '@payloadcms/db-sqlite'

type Client = SQLiteAdapter['client']
type Begin = (mode?: 'write' | 'read' | 'deferred') => ReturnType<Client['transaction']>

/** Thrown when another connection kept the SQLite write lock for longer than the configured wait. */
class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY'
  constructor(waitedMs: number, cause: unknown) {
    super(`The database is locked by another process (waited ${waitedMs} ms); try again in a moment.`, { cause })
    this.name = 'DatabaseBusyError'
  }
}

/** SQLITE_BUSY and its extended codes: the statement did not run, so running it again is safe. */
export function isSqliteBusy(error: unknown): boolean {
  const code: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY')
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * libsql 0.4 does not reset a prepared statement that failed with SQLITE_BUSY. Until the garbage collector
 * finalizes it, the connection keeps it "in progress": later writes on that connection never commit and
 * it keeps the write lock (tursodatabase/libsql-client-ts#352). The client hands its connection to a
 * transaction and opens a new one for everything after, so the poisoned connection is handed to one
 * that is rolled back at once, which also aborts the stuck statement and releases its lock.
 */
async function dropPoisonedConnection(begin: Begin): Promise<void> {
  const handoff = await begin('deferred')
  await handoff.rollback()
  handoff.close()
}

const patchedClients = new WeakSet<Client>()

/**
 * The libSQL client runs SQLite on the calling thread, so SQLite's own busy timeout would stop the whole
 * server (search included) while another process holds the write lock. Instead the connection fails at
 * once (busy timeout 0) and the statement is tried again between timers until `maxWaitMs` has passed:
 * other requests keep being served meanwhile. Only whole units are repeated: a single statement, a
 * batch (rolled back on failure) or a transaction's BEGIN.
 */
export function waitOutLocks(client: Client, maxWaitMs: number): void {
  if (patchedClients.has(client)) return
  patchedClients.add(client)
  const { execute, batch } = client
  const begin: Begin = client.transaction.bind(client)
  const retriedWhileBusy = async <T>(run: () => Promise<T>): Promise<T> => {
    const started = performance.now()
    for (let attempt = 0; ; attempt++) {
      try {
        return await run()
      } catch (error) {
        if (!isSqliteBusy(error)) throw error
        await dropPoisonedConnection(begin)
        const waited = performance.now() - started
        if (waited >= maxWaitMs) throw new DatabaseBusyError(Math.round(waited), error)
        await pause(Math.min(5 * 2 ** attempt, 50, Math.max(1, maxWaitMs - waited)))
      }
    }
  }
  const patched: Pick<Client, 'execute' | 'batch' | 'transaction'> = {
    execute: ((...args: Parameters<Client['execute']>) =>
      retriedWhileBusy(() => execute.apply(client, args))) as Client['execute'],
    batch: (...args) => retriedWhileBusy(() => batch.apply(client, args)),
    transaction: ((mode) => retriedWhileBusy(() => begin(mode))) as Begin,
  }
  Object.assign(client, patched)
}
