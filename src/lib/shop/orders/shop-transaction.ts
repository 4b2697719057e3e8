import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { isSqliteAdapter } from '@/cms/database'
import { giftCardStatements, type GiftCardStatements } from '../gift-cards/gift-card-statements'
import type { RunSql } from '../stock/run-sql'
import { postgresRunSql } from '../stock/run-sql-postgres'
import { sqliteRunSql } from '../stock/run-sql-sqlite'
import { stockStatements, type StockStatements } from '../stock/stock-statements'
import { orderStatements, type OrderStatements } from './order-statements'
import { OrderRefusal, type Refusal } from './refusal'
import { beginSqliteSession } from './sqlite-session'

/** One database transaction: Local API calls pass `req`, the guarded statements run on the same session. */
export type ShopTransaction = {
  req: PayloadRequest
  stock: StockStatements
  giftCards: GiftCardStatements
  orders: OrderStatements
}

function isPostgresAdapter(db: Payload['db']): db is Payload['db'] & PostgresAdapter {
  return db.name === 'postgres' && 'pool' in db
}

/** The raw statements of the request's open session, or null when the request has none. */
async function statementsOf(payload: Payload, req: PayloadRequest): Promise<RunSql | null> {
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  if (!id) return null
  const db = payload.db
  if (isSqliteAdapter(db)) {
    const session = db.sessions[String(id)]
    return session ? sqliteRunSql(session.db) : null
  }
  if (isPostgresAdapter(db)) {
    const session = db.sessions[String(id)]
    return session ? postgresRunSql(session.db) : null
  }
  return null
}

function shopTransaction(req: PayloadRequest, run: RunSql): ShopTransaction {
  return { req, stock: stockStatements(run), giftCards: giftCardStatements(run), orders: orderStatements(run) }
}

async function begin(payload: Payload): Promise<{ req: PayloadRequest; run: RunSql }> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  if (isSqliteAdapter(payload.db) && !(await req.transactionID)) {
    req.transactionID = await beginSqliteSession(payload.db)
  }
  const run = await statementsOf(payload, req)
  if (!run) throw new Error(`shop: the ${payload.db.name} adapter opened no transaction`)
  return { req, run }
}

export type TransactionOutcome<T> = ({ ok: true } & T) | Refusal

/**
 * Runs `work` in one transaction and commits it, or rolls it back when `work` throws (an OrderRefusal
 * becomes the answer). Given a request that already holds a transaction (an admin save), `work` joins it
 * and whoever opened it commits. Each caller holds one pooled connection, its transaction's: 50 parallel
 * checkouts queue on PostgreSQL's pool of 10 instead of waiting on each other for a second connection.
 */
export async function inShopTransaction<T extends object>(
  payload: Payload,
  work: (transaction: ShopTransaction) => Promise<T>,
  outer?: PayloadRequest,
): Promise<TransactionOutcome<T> & { req: PayloadRequest }> {
  const joined = outer ? await statementsOf(payload, outer) : null
  if (outer && joined) return attempt(() => work(shopTransaction(outer, joined)), outer)
  const { req, run } = await begin(payload)
  try {
    const value = await work(shopTransaction(req, run))
    await commitTransaction(req)
    return { ok: true, ...value, req }
  } catch (error) {
    await killTransaction(req)
    if (error instanceof OrderRefusal) return { ...error.toResult(), req }
    throw error
  }
}

async function attempt<T extends object>(run: () => Promise<T>, req: PayloadRequest) {
  try {
    return { ok: true as const, ...(await run()), req }
  } catch (error) {
    if (error instanceof OrderRefusal) return { ...error.toResult(), req }
    throw error
  }
}
