import type { RunSql } from '@/lib/db'
import { numberColumn } from './number-column'

/**
 * The only statements that change a work's units. Each is one guarded UPDATE of the work's row, so
 * concurrent buyers serialise on that row: SQLite runs one writer at a time, and PostgreSQL re-checks the
 * WHERE clause against the newest version of a row another transaction changed meanwhile.
 */
export interface StockStatements {
  /** Takes `quantity` units of a published work: the units left, or null when fewer were left (or none). */
  reserve(artworkId: number, quantity: number): Promise<number | null>
  /** Whether a published work has `quantity` units left, taking none (a request to purchase holds nothing). */
  available(artworkId: number, quantity: number): Promise<boolean>
  /** Gives units back (a cancelled order): the units now in stock, or null when the work is gone. */
  release(artworkId: number, quantity: number): Promise<number | null>
}

export function stockStatements(run: RunSql): StockStatements {
  // The latest version row follows, so an editor publishing that draft cannot bring sold units back.
  const alignLatestVersion = async (artworkId: number, inventory: number) => {
    await run`UPDATE _artworks_v SET version_inventory = ${inventory} WHERE parent_id = ${artworkId} AND latest`
  }
  return {
    async reserve(artworkId, quantity) {
      const [row] = await run`UPDATE artworks SET inventory = inventory - ${quantity}
        WHERE id = ${artworkId} AND _status = 'published' AND inventory >= ${quantity} RETURNING inventory`
      const left = numberColumn(row, 'inventory')
      if (left !== null) await alignLatestVersion(artworkId, left)
      return left
    },
    async available(artworkId, quantity) {
      const rows = await run`SELECT id FROM artworks
        WHERE id = ${artworkId} AND _status = 'published' AND inventory >= ${quantity}`
      return rows.length === 1
    },
    async release(artworkId, quantity) {
      const [row] = await run`UPDATE artworks SET inventory = inventory + ${quantity}
        WHERE id = ${artworkId} RETURNING inventory`
      const inStock = numberColumn(row, 'inventory')
      if (inStock !== null) await alignLatestVersion(artworkId, inStock)
      return inStock
    },
  }
}
