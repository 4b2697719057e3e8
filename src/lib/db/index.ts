import 'server-only'

/**
 * The database seam: the only code that knows which adapter Payload runs on (SQLite through libSQL, or
 * PostgreSQL through node-postgres) and how to reach past it to run SQL. Features write their statements
 * (the same text on both databases where it can be, one module per dialect where the SQL differs) and hand
 * them to this seam; none reads the adapter's client, pool or session registry itself.
 *
 * - `sql(payload, req?)`: SQL on the running database. Its statements run on the request's open transaction
 *   when `req` holds one (a login, an admin save), else on the adapter's own connection or pool.
 *   - `dialect`: 'sqlite' or 'postgres'; narrowing on it types `execute` (and `raw` on SQLite).
 *   - `` run`…${value}` ``: one statement from a tagged template, every value a bound parameter.
 *   - `execute(query)`: one statement composed with the dialect's drizzle `sql` (`sqliteSql`, `postgresSql`).
 *   - `raw(text, args)` (SQLite): text with `?` placeholders, for statements built at run time.
 *   - `transaction(work, { context }?)`: joins the request's open transaction, else begins one (Payload's on
 *     PostgreSQL, BEGIN IMMEDIATE on SQLite, where Payload opens none), commits it when `work` resolves and
 *     rolls it back when it throws. `work` gets the same statements bound to it, and the `req` that Local
 *     API calls pass to write on it too.
 * - `whileStartingAlone(payload, work)`: runs start-up work (migrations, the first seed) while no other instance
 *   on the same PostgreSQL database runs its own.
 * - `openReader(payload)`: parameterless read-only SELECTs for bulk reads; on SQLite a read-only connection
 *   of its own, faster than the adapter's client.
 * - `sqlBool`, `sqlNumber`, `sqlText`: column values as either driver gives them.
 */
export { sql } from './sql'
export { postgresSql, sqliteSql } from './statements'
export type {
  PostgresQuery,
  PostgresStatements,
  RunSql,
  SqliteQuery,
  SqliteStatements,
  SqliteValue,
  SqlRow,
  Statements,
} from './statements'
export type { SqlTransaction } from './transaction'
export { openReader } from './read-only'
export { whileStartingAlone } from './start-up-lock'
export { sqlBool, sqlNumber, sqlText } from './columns'
