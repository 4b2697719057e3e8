import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { RunSql, SqlRow } from './run-sql'

type Session = PostgresAdapter['sessions'][string]['db']

/** Statements on a PostgreSQL transaction: its one pooled connection, between BEGIN and COMMIT. */
export function postgresRunSql(session: Session): RunSql {
  if ('all' in session) throw new Error('shop statements: the session is not a PostgreSQL transaction')
  return async (strings, ...values) => (await session.execute<SqlRow>(sql(strings, ...values))).rows
}
