import 'server-only'
import type { Payload } from 'payload'
import { sql } from '@/lib/db'
import type { ListChange, ListStatements } from './list-statements'
import { postgresListStatements } from './list-statements-postgres'
import { sqliteListStatements } from './list-statements-sqlite'
import { savedLists, type SavedLists } from './saved-lists'

export type ListOutcome = { ok: true; lists: SavedLists } | { ok: false; reason: 'no-customer' | 'at-cap' }

function statementsFor(payload: Payload): ListStatements {
  const db = sql(payload)
  return db.dialect === 'sqlite' ? sqliteListStatements(db) : postgresListStatements(db)
}

/** Already in the list: the change had nothing to do, which is success, not the cap. */
function alreadyDone(change: ListChange, lists: SavedLists): boolean {
  if (change.kind === 'save-artwork') return lists.artworks.includes(change.artworkId)
  if (change.kind === 'follow-artist') return lists.artists.some((artist) => artist.slug === change.slug)
  return true
}

/** Applies one change to a customer's saved artworks or followed artists, atomically. */
export async function changeLists(payload: Payload, customerId: number, change: ListChange): Promise<ListOutcome> {
  const statements = statementsFor(payload)
  const changed = await statements.change(customerId, change, new Date())
  if (changed) return { ok: true, lists: savedLists.parse(changed) }
  const current = await statements.read(customerId)
  if (!current) return { ok: false, reason: 'no-customer' }
  const lists = savedLists.parse(current)
  return alreadyDone(change, lists) ? { ok: true, lists } : { ok: false, reason: 'at-cap' }
}
