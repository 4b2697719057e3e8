import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { sql } from '@/lib/db'
import { cartStatementsOf, type CartStatements } from './cart-statements'
import { postgresCartSql } from './cart-statements-postgres'
import { sqliteCartSql } from './cart-statements-sqlite'

/**
 * The cart statements of the running database. Inside a request that holds a transaction (a login) they run
 * on it: a statement on another connection would wait for that transaction's locks, which it never gives up first.
 */
export function cartStatements(payload: Payload, req?: PayloadRequest): CartStatements {
  const db = sql(payload, req)
  return db.dialect === 'sqlite'
    ? cartStatementsOf(sqliteCartSql, db.execute)
    : cartStatementsOf(postgresCartSql, db.execute)
}
