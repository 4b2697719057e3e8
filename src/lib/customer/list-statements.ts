/** Which list a change touches, and how. Each change is one UPDATE of the customer's own row. */
export type ListChange =
  | { kind: 'save-artwork'; artworkId: number; max: number }
  | { kind: 'unsave-artwork'; artworkId: number }
  | { kind: 'follow-artist'; slug: string; label: string; max: number }
  | { kind: 'unfollow-artist'; slug: string }

/** The raw lists the UPDATE returned, or null when its condition held it back (already there, or at the cap). */
export type RawLists = { artworks: unknown; artists: unknown }

/**
 * One database's statements. Each runs as a single UPDATE whose conditions read only the row it changes, so
 * concurrent changes to one customer serialise on that row: SQLite runs one writer at a time, and PostgreSQL
 * re-checks the WHERE clause against the newest version of a row another transaction changed meanwhile.
 */
export interface ListStatements {
  change(customerId: number, change: ListChange, now: Date): Promise<RawLists | null>
  read(customerId: number): Promise<RawLists | null>
}
