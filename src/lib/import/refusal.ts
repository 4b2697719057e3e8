/** SQLite constraint failures, PostgreSQL integrity violations (class 23); Payload's validation errors and RecordRefused by name. */
const REFUSAL_CODES = /^(SQLITE_CONSTRAINT\w*|23\d{3})$/

/** A record this import cannot take (say its picture is gone), while the next record may well go in. */
export class RecordRefused extends Error {
  override readonly name = 'RecordRefused'
}

/**
 * Whether the database refused this record (a duplicate handle, a missing relation) rather than failing
 * for every record alike (locked, full, unreachable). Only a refused record is worth retrying alone.
 */
export function isRecordRefused(error: unknown): boolean {
  for (let cause = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 8; depth++) {
    if (['ValidationError', 'RecordRefused'].includes(String(Reflect.get(cause, 'name')))) return true
    if (REFUSAL_CODES.test(String(Reflect.get(cause, 'code') ?? ''))) return true
    cause = Reflect.get(cause, 'cause')
  }
  return false
}
