/** The shortest and longest visitor query worth keeping as a suggestion. */
export const STORED_QUERY_MIN = 3
export const STORED_QUERY_MAX = 100

/** One query, as stored: trimmed, inner spaces collapsed, lower case, so "Blue  Sea " and "blue sea" count as one. */
export function normalizeStoredQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase()
}
