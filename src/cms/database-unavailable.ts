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
const UNREACHABLE_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i
// Payload's drizzle adapters rethrow a failed BEGIN as a new error that keeps only the first error's message (at
// times only "Failed query: begin"). A BEGIN fails for no request's fault: only for a busy or unreachable database.
const BEGIN_FAILED = /^Error: cannot begin transaction: (.*)$/s
const BUSY_IN_MESSAGE = /SQLITE_BUSY|database is locked/i

/** Thrown where an earlier step found the database busy or out of reach and swallowed the error it got. */
export class DatabaseUnavailableError extends Error {
  constructor(readonly unavailable: DatabaseUnavailable) {
    super(unavailable.message)
    this.name = 'DatabaseUnavailableError'
  }
}

function causes(error: unknown): unknown[] {
  const seen: unknown[] = []
  const queue = [error]
  while (queue.length && seen.length < 16) {
    const next = queue.shift()
    if (typeof next !== 'object' || next === null || seen.includes(next)) continue
    seen.push(next)
    // GraphQL wraps a resolver's error as `originalError`.
    queue.push(Reflect.get(next, 'cause'), Reflect.get(next, 'originalError'))
    const nested: unknown = Reflect.get(next, 'errors')
    if (Array.isArray(nested)) queue.push(...nested)
  }
  return seen
}

/** Whether an error (or anything it wraps) means the database is locked or out of reach, not a bad request. */
export function databaseUnavailable(error: unknown): DatabaseUnavailable | undefined {
  const chain = causes(error)
  const known = chain.find((item) => item instanceof DatabaseUnavailableError)
  if (known) return known.unavailable
  const codeOf = (item: unknown) => String(Reflect.get(Object(item), 'code') ?? '')
  const failedBegin = (item: unknown) => (item instanceof Error ? BEGIN_FAILED.exec(item.message)?.[1] : undefined)
  if (chain.some((item) => codeOf(item) === 'DATABASE_BUSY' || isSqliteBusy(item))) return BUSY
  if (chain.some((item) => BUSY_IN_MESSAGE.test(failedBegin(item) ?? ''))) return BUSY
  const unreachable = chain.some(
    (item) =>
      UNREACHABLE_CODES.test(codeOf(item)) ||
      (item instanceof Error && UNREACHABLE_MESSAGES.test(item.message) && !codeOf(item)) ||
      failedBegin(item) !== undefined,
  )
  return unreachable ? DOWN : undefined
}

// Requests (by their headers, which Payload's request keeps) whose database was busy or out of reach somewhere a
// 503 could not be answered at once: in the session lookup, which Payload turns into "nobody", and in GraphQL,
// whose errors Payload answers 200. The CMS route guards answer these requests 503 (src/cms/guard).
const requestFaults = new WeakMap<Headers, DatabaseUnavailable>()

/** Remembers that the database failed this request, when the error says it was busy or out of reach. */
export function rememberUnavailableDatabase(headers: Headers, error: unknown): boolean {
  const unavailable = databaseUnavailable(error)
  if (unavailable) requestFaults.set(headers, unavailable)
  return unavailable !== undefined
}

/** Whether the database was busy or out of reach for the request with these headers, and how. */
export function unavailableDatabaseOf(headers: Headers): DatabaseUnavailable | undefined {
  return requestFaults.get(headers)
}

/**
 * REST and GraphQL answers for a locked or unreachable database: 503 with Retry-After and a message a
 * client can show, instead of Payload's generic 500. The request can simply be sent again.
 */
export const answerUnavailableDatabase: AfterErrorHook = ({ error, graphqlResult, req }) => {
  const unavailable = databaseUnavailable(error)
  if (!unavailable) return
  if (graphqlResult) {
    rememberUnavailableDatabase(req.headers, error)
    return { graphqlResult: { ...graphqlResult, message: unavailable.message } }
  }
  const headers = new Headers(req.responseHeaders)
  headers.set('Retry-After', String(unavailable.retryAfterSeconds))
  req.responseHeaders = headers
  return { status: 503, response: { errors: [{ message: unavailable.message }] } }
}
