/** One row of a raw statement's answer, as the driver gives it (PostgreSQL's numeric comes back as a string). */
export type SqlRow = Record<string, unknown>

/**
 * Runs one parameterized statement on a transaction and answers its rows: every interpolated value is a
 * bound parameter, an array becomes a parenthesised list. The SQL text is the same on both databases.
 */
export type RunSql = (strings: TemplateStringsArray, ...values: unknown[]) => Promise<SqlRow[]>

/** A numeric column as a number: SQLite gives numbers, node-postgres gives numeric as text. */
export function numberColumn(row: SqlRow | undefined, column: string): number | null {
  const value = row?.[column]
  if (value === undefined || value === null) return null
  const number = Number(value)
  if (!Number.isFinite(number)) throw new Error(`shop statement: ${column} is not a number (${String(value)})`)
  return number
}
