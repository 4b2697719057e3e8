/** Column values as the two drivers give them (SQLite 0/1 and text, PostgreSQL booleans, numeric strings and Dates). */
export const sqlBool = (value: unknown): boolean => value === true || value === 1 || value === '1'
export const sqlNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value)
export const sqlText = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value)
