import { sql as postgresSql, type SQL as PostgresQuery } from '@payloadcms/db-postgres/drizzle'
import { sql as sqliteSql, type SQL as SqliteQuery } from '@payloadcms/db-sqlite/drizzle'
import type { RunningAdapter, SessionDb } from './adapters'

/** Each dialect's drizzle `sql`, for statements composed of fragments where the dialects' SQL differs. */
export { postgresSql, sqliteSql, type PostgresQuery, type SqliteQuery }

/** One row of a statement's answer, as the driver gives it (PostgreSQL's numeric comes back as a string). */
export type SqlRow = Record<string, unknown>

/**
 * Runs one parameterized statement and answers its rows: every interpolated value is a bound parameter, an
 * array becomes a parenthesised list, and a drizzle `sql` fragment is spliced in as SQL.
 */
export type RunSql = (strings: TemplateStringsArray, ...values: unknown[]) => Promise<SqlRow[]>

/** A value bound to a `?` of a statement written in SQLite's own form. */
export type SqliteValue = string | number | null

export type SqliteStatements = {
  dialect: 'sqlite'
  run: RunSql
  /** A statement composed with drizzle's SQLite `sql` (from `@payloadcms/db-sqlite/drizzle`). */
  execute(query: SqliteQuery): Promise<SqlRow[]>
  /** A statement as text with `?` placeholders, bound to `args` in order (for statements built at run time). */
  raw(text: string, args?: readonly SqliteValue[]): Promise<SqlRow[]>
}

export type PostgresStatements = {
  dialect: 'postgres'
  run: RunSql
  /** A statement composed with drizzle's PostgreSQL `sql` (from `@payloadcms/db-postgres/drizzle`). */
  execute(query: PostgresQuery): Promise<SqlRow[]>
}

export type Statements = SqliteStatements | PostgresStatements

/** `text` split at its placeholders, as a tagged template would hand it over. */
function placeholders(text: string, args: readonly SqliteValue[]): TemplateStringsArray {
  const parts = text.split('?')
  if (parts.length !== args.length + 1) {
    throw new Error(`database: ${args.length} arguments for ${parts.length - 1} placeholders`)
  }
  return Object.assign(parts, { raw: parts })
}

function sqliteStatements(all: (query: SqliteQuery) => Promise<SqlRow[]>): SqliteStatements {
  return {
    dialect: 'sqlite',
    run: (strings, ...values) => all(sqliteSql(strings, ...values)),
    execute: all,
    raw: async (text, args = []) => all(sqliteSql(placeholders(text, args), ...args)),
  }
}

function postgresStatements(execute: (query: PostgresQuery) => Promise<SqlRow[]>): PostgresStatements {
  return { dialect: 'postgres', run: (strings, ...values) => execute(postgresSql(strings, ...values)), execute }
}

const notA = (dialect: string) => new Error(`database: the open transaction is not a ${dialect} transaction`)

/** The statements of the running database, each on the session `sessionOf` finds when it runs, else the adapter's. */
export function statementsOn(running: RunningAdapter, sessionOf: () => Promise<SessionDb | undefined>): Statements {
  if (running.dialect === 'sqlite') {
    const { drizzle } = running.adapter
    return sqliteStatements(async (query) => {
      const session = await sessionOf()
      if (!session) return drizzle.all<SqlRow>(query)
      if (!('all' in session)) throw notA('SQLite')
      return session.all<SqlRow>(query)
    })
  }
  const { drizzle } = running.adapter
  return postgresStatements(async (query) => {
    const session = await sessionOf()
    if (!session) return (await drizzle.execute<SqlRow>(query)).rows
    if ('all' in session) throw notA('PostgreSQL')
    return (await session.execute<SqlRow>(query)).rows
  })
}
