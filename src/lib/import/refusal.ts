/** SQLite constraint failures, PostgreSQL integrity violations (class 23) and Payload's validation errors. */
const REFUSAL_CODES = /^(SQLITE_CONSTRAINT\w*|23\d{3})$/

/**
 * Whether the database refused this record (a duplicate handle, a missing relation) rather than failing
 * for every record alike (locked, full, unreachable). Only a refused record is worth retrying alone.
 */
export function isRecordRefused(error: unknown): boolean {
  for (let cause = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 8; depth++) {
    if (Reflect.get(cause, 'name') === 'ValidationError') return true
    if (REFUSAL_CODES.test(String(Reflect.get(cause, 'code') ?? ''))) return true
    cause = Reflect.get(cause, 'cause')
  }
  return false
}
