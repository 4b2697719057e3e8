import type { Payload, PayloadRequest } from 'payload'
import { sql, type SqlTransaction } from '@/lib/db'
import { giftCardStatements, type GiftCardStatements } from '../gift-cards/gift-card-statements'
import { stockStatements, type StockStatements } from '../stock/stock-statements'
import { orderStatements, type OrderStatements } from './order-statements'
import { OrderRefusal, type Refusal } from './refusal'

/** One database transaction: Local API calls pass `req`, the guarded statements run on the same session. */
export type ShopTransaction = {
  req: PayloadRequest
  stock: StockStatements
  giftCards: GiftCardStatements
  orders: OrderStatements
}

function shopTransaction(transaction: SqlTransaction): ShopTransaction {
  const { req, run } = transaction
  return { req, stock: stockStatements(run), giftCards: giftCardStatements(run), orders: orderStatements(transaction) }
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
  let req: PayloadRequest | undefined
  try {
    return await sql(payload, outer).transaction(async (transaction) => {
      req = transaction.req
      return { ok: true as const, ...(await work(shopTransaction(transaction))), req }
    })
  } catch (error) {
    if (error instanceof OrderRefusal && req) return { ...error.toResult(), req }
    throw error
  }
}
