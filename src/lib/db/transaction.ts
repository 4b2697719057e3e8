import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type RequestContext,
} from 'payload'
import type { RunningAdapter, SessionDb } from './adapters'
import { beginSqliteSession } from './sqlite-session'
import { statementsOn, type Statements } from './statements'

/** A transaction's statements, and the request that Local API calls pass (`req`) to write on it too. */
export type SqlTransaction = Statements & { req: PayloadRequest }

export type TransactionOptions = {
  /** The context of the request a new transaction opens (Payload's hooks read it). */
  context?: RequestContext
}

/** The session of the request's open transaction, if it holds one (a login does, an admin save does). */
export async function openSession(
  running: RunningAdapter,
  req: Pick<PayloadRequest, 'transactionID'> | undefined,
): Promise<SessionDb | undefined> {
  const id = req ? await req.transactionID : undefined
  return id ? running.adapter.sessions[String(id)]?.db : undefined
}

async function begin(payload: Payload, running: RunningAdapter, context: RequestContext | undefined) {
  const req = await createLocalReq({ context }, payload)
  await initTransaction(req)
  if (running.dialect === 'sqlite' && !(await req.transactionID)) {
    req.transactionID = await beginSqliteSession(running.adapter)
  }
  const session = await openSession(running, req)
  if (!session) throw new Error(`database: the ${payload.db.name} adapter opened no transaction`)
  return { req, session }
}

/**
 * Runs `work` in one transaction and commits it, or rolls it back when `work` throws (and rethrows). Given a
 * request that already holds a transaction, `work` joins it and whoever opened it commits. Either way the
 * statements and every Local API call given `req` share one connection: on PostgreSQL one pooled
 * connection per caller, so callers queue on the pool instead of waiting on each other for a second one;
 * on SQLite a connection that took the write lock first (BEGIN IMMEDIATE).
 */
export async function inTransaction<T>(
  payload: Payload,
  running: RunningAdapter,
  work: (transaction: SqlTransaction) => Promise<T>,
  outer: PayloadRequest | undefined,
  { context }: TransactionOptions = {},
): Promise<T> {
  const joined = await openSession(running, outer)
  if (outer && joined) return work({ ...statementsOn(running, async () => joined), req: outer })
  const { req, session } = await begin(payload, running, context)
  try {
    const value = await work({ ...statementsOn(running, async () => session), req })
    await commitTransaction(req)
    return value
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
