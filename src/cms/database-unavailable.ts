import type { AfterErrorHook } from 'payload'
import { isSqliteBusy } from './database-lock-wait'

export type DatabaseUnavailable = { message: string; retryAfterSeconds: number }

const BUSY: DatabaseUnavailable = {
  message: 'The database is busy with another task (a backup or an import). Please try again in a moment.',
  retryAfterSeconds: 1,
}
const DOWN: DatabaseUnavailable = {
  message: 'The database cannot be reached right now. Please try again in a moment.',
  retryAfterSeconds: 5,
}

// Socket errors, and PostgreSQL's connection exceptions (class 08) and shutdown states (57P01-57P03).
const UNREACHABLE_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|08\w{3}|57P0[123])$/
// What node-postgres says when a server goes away mid-connection; these errors carry no code.
const UNREACHABLE_MESSAGES = /Connection terminated|connection timeout|Client has encountered a connection error/i

function causes(error: unknown): unknown[] {
  const seen: unknown[] = []
  const queue = [error]
  while (queue.length && seen.length < 16) {
    const next = queue.shift()
    if (typeof next !== 'object' || next === null || seen.includes(next)) continue
    seen.push(next)
    queue.push(Reflect.get(next, 'cause'))
    const nested: unknown = Reflect.get(next, 'errors')
    if (Array.isArray(nested)) queue.push(...nested)
  }
  return seen
}

/** Whether an error (or anything it wraps) means the database is locked or out of reach, not a bad request. */
export function databaseUnavailable(error: unknown): DatabaseUnavailable | undefined {
  const chain = causes(error)
  const codeOf = (item: unknown) => String(Reflect.get(Object(item), 'code') ?? '')
  if (chain.some((item) => codeOf(item) === 'DATABASE_BUSY' || isSqliteBusy(item))) return BUSY
  const unreachable = chain.some(
    (item) =>
      UNREACHABLE_CODES.test(codeOf(item)) ||
      (item instanceof Error && UNREACHABLE_MESSAGES.test(item.message) && !codeOf(item)),
  )
  return unreachable ? DOWN : undefined
}

/**
 * REST and GraphQL answers for a locked or unreachable database: 503 with Retry-After and a message a
 * client can show, instead of Payload's generic 500. The request can simply be sent again.
 */
export const answerUnavailableDatabase: AfterErrorHook = ({ error, graphqlResult, req }) => {
  const unavailable = databaseUnavailable(error)
  if (!unavailable) return
  if (graphqlResult) return { graphqlResult: { ...graphqlResult, message: unavailable.message } }
  const headers = new Headers(req.responseHeaders)
  headers.set('Retry-After', String(unavailable.retryAfterSeconds))
  req.responseHeaders = headers
  return { status: 503, response: { errors: [{ message: unavailable.message }] } }
}
