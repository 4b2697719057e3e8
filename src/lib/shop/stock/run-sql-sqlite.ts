import { sql, type SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { RunSql, SqlRow } from './run-sql'

type Session = SQLiteAdapter['sessions'][string]['db']

/** Statements on a SQLite transaction (a libSQL connection holding the write lock since its BEGIN IMMEDIATE). */
export function sqliteRunSql(session: Session): RunSql {
  if (!('all' in session)) throw new Error('shop statements: the session is not a SQLite transaction')
  return async (strings, ...values) => (await session.all<SqlRow>(sql(strings, ...values))) as SqlRow[]
}
