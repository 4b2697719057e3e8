import type { Payload, PayloadRequest } from 'payload'
import { runningAdapter } from './adapters'
import { statementsOn, type Statements } from './statements'
import { inTransaction, openSession, type SqlTransaction, type TransactionOptions } from './transaction'

type Sql = Statements & {
  /** Runs `work` in a transaction: the request's open one when it holds one, else a new one it commits. */
  transaction<T>(work: (transaction: SqlTransaction) => Promise<T>, options?: TransactionOptions): Promise<T>
}

/**
 * SQL on the running database. Given a request that holds an open transaction, statements run on it: a
 * statement on another connection would wait for that transaction's locks, which it never gives up first.
 */
export function sql(payload: Payload, req?: PayloadRequest): Sql {
  const running = runningAdapter(payload)
  return {
    ...statementsOn(running, () => openSession(running, req)),
    transaction: (work, options) => inTransaction(payload, running, work, req, options),
  }
}
