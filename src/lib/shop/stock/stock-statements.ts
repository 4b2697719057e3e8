import type { RunSql } from '@/lib/db'
import { numberColumn } from './number-column'

/**
 * The only statements that change units. Each is one guarded UPDATE of a row, so concurrent buyers serialise
 * on that row: SQLite runs one writer at a time, and PostgreSQL re-checks the WHERE clause against the newest
 * version of a row another transaction changed meanwhile.
 *
 * A work's units count every option. An option may also keep its own count (an edition's artist proof): an
 * order takes from both, the work's row first.
 */
export interface StockStatements {
  /** Takes `quantity` units of a published work: the units left, or null when fewer were left (or none). */
  reserve(artworkId: number, quantity: number): Promise<number | null>
  /** Whether a published work has `quantity` units left, taking none (a request to purchase holds nothing). */
  available(artworkId: number, quantity: number): Promise<boolean>
  /** Gives units back (a cancelled order): the units now in stock, or null when the work is gone. */
  release(artworkId: number, quantity: number): Promise<number | null>
  /** Takes `quantity` of an option's own units; true when taken, or when the option keeps no count of its own. */
  reserveOption(option: OptionUnits): Promise<boolean>
  /** Whether an option has `quantity` of its own units left (or keeps no count), taking none. */
  optionAvailable(option: OptionUnits): Promise<boolean>
  /** Gives an option's own units back; nothing for an option without a count or one that is gone. */
  releaseOption(option: OptionUnits): Promise<void>
}

/** Units of one option of a work: `variant` is the option's row id. */
export type OptionUnits = { artworkId: number; variant: string; quantity: number }

export function stockStatements(run: RunSql): StockStatements {
  // The latest version rows follow, so an editor publishing that draft cannot bring sold units back.
  const alignLatestVersion = async (artworkId: number, inventory: number) => {
    await run`UPDATE _artworks_v SET version_inventory = ${inventory} WHERE parent_id = ${artworkId} AND latest`
  }
  const alignLatestOptionVersion = async ({ artworkId, variant }: OptionUnits, inventory: number) => {
    await run`UPDATE _artworks_v_version_variants SET inventory = ${inventory}
      WHERE _uuid = ${variant} AND _parent_id IN (SELECT id FROM _artworks_v WHERE parent_id = ${artworkId} AND latest)`
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
    async reserveOption(option) {
      // An option without a count of its own stays NULL (NULL - n is NULL) and matches: it shares the work's.
      const rows = await run`UPDATE artworks_variants SET inventory = inventory - ${option.quantity}
        WHERE id = ${option.variant} AND _parent_id = ${option.artworkId}
          AND (inventory IS NULL OR inventory >= ${option.quantity}) RETURNING inventory`
      if (rows.length !== 1) return false
      const left = numberColumn(rows[0], 'inventory')
      if (left !== null) await alignLatestOptionVersion(option, left)
      return true
    },
    async optionAvailable(option) {
      const rows = await run`SELECT id FROM artworks_variants
        WHERE id = ${option.variant} AND _parent_id = ${option.artworkId}
          AND (inventory IS NULL OR inventory >= ${option.quantity})`
      return rows.length === 1
    },
    async releaseOption(option) {
      const [row] = await run`UPDATE artworks_variants SET inventory = inventory + ${option.quantity}
        WHERE id = ${option.variant} AND _parent_id = ${option.artworkId} AND inventory IS NOT NULL RETURNING inventory`
      const inStock = numberColumn(row, 'inventory')
      if (inStock !== null) await alignLatestOptionVersion(option, inStock)
    },
  }
}
