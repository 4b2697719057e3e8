import type { SqlRow } from '@/lib/db'

/** A numeric column as a number: SQLite gives numbers, node-postgres gives numeric as text. */
export function numberColumn(row: SqlRow | undefined, column: string): number | null {
  const value = row?.[column]
  if (value === undefined || value === null) return null
  const number = Number(value)
  if (!Number.isFinite(number)) throw new Error(`shop statement: ${column} is not a number (${String(value)})`)
  return number
}
