import Database from 'libsql'
import { existsSync, rmSync, statSync } from 'node:fs'
import type { ArtworkRecord } from '../src/lib/gallery-search/records'

/** The catalog repeated `times`, each copy with fresh objectIDs: the in-process benchmark's larger catalogs. */
export function catalogCopies(artworks: readonly ArtworkRecord[], times: number): ArtworkRecord[] {
  if (times <= 1) return [...artworks]
  const out: ArtworkRecord[] = []
  for (let copy = 0; copy < times; copy++) {
    for (const hit of artworks)
      out.push(copy === 0 ? hit : { ...hit, objectID: `${hit.objectID}-${copy}`, id: hit.id + copy * 1_000_000 })
  }
  return out
}

type SqlRow = Record<string, unknown>

/** What a copied row of each artwork table gets instead of the original's value, by column. */
type CopyRule = { table: string; parent: string; replace: (copy: number, offset: number) => Record<string, string> }

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

// Integer ids are left out so SQLite assigns new ones; the unique handle and source uid get a suffix.
const ARTWORK_TABLES: readonly CopyRule[] = [
  {
    table: 'artworks',
    parent: 'id',
    replace: (copy, offset) => ({
      id: `"id" + ${offset}`,
      handle: `"handle" || '-${copy}'`,
      source_uid: `CASE WHEN "source_uid" IS NULL THEN NULL ELSE "source_uid" || '-${copy}' END`,
    }),
  },
  {
    table: 'artworks_locales',
    parent: '_parent_id',
    replace: (_, offset) => ({ _parent_id: `"_parent_id" + ${offset}` }),
  },
  {
    table: 'artworks_variants',
    parent: '_parent_id',
    replace: (copy, offset) => ({ id: `"id" || '-${copy}'`, _parent_id: `"_parent_id" + ${offset}` }),
  },
  { table: 'artworks_rels', parent: 'parent_id', replace: (_, offset) => ({ parent_id: `"parent_id" + ${offset}` }) },
]

/** INSERT … SELECT of one table's rows of the original artworks, renumbered for one copy. */
function copyStatement(db: Database.Database, rule: CopyRule, copy: number, offset: number, lastId: number): string {
  const columns = (db.prepare(`PRAGMA table_info(${quote(rule.table)})`).all() as SqlRow[]).map((row) =>
    String(row.name),
  )
  const replaced = rule.replace(copy, offset)
  const kept = columns.filter((column) => column !== 'id' || 'id' in replaced)
  const values = kept.map((column) => replaced[column] ?? quote(column))
  return `INSERT INTO ${quote(rule.table)} (${kept.map(quote).join(', ')})
    SELECT ${values.join(', ')} FROM ${quote(rule.table)} WHERE ${quote(rule.parent)} <= ${lastId}`
}

/**
 * A copy of the catalog database (SQLite) with every artwork inserted `times` over, for the server at
 * N× the catalog: the server indexes it as it indexes any database. Made once, again when the source changes.
 */
export function multipliedCatalogDb(sourceFile: string, times: number): string {
  const target = sourceFile.replace(/\.db$/, `-${times}x.db`)
  if (existsSync(target) && statSync(target).mtimeMs >= statSync(sourceFile).mtimeMs) return target
  rmSync(target, { force: true })
  const source = new Database(sourceFile)
  source.exec(`VACUUM INTO '${target.replace(/'/g, "''")}'`)
  source.close()
  const db = new Database(target)
  try {
    const lastId = Number((db.prepare('SELECT max("id") AS "last" FROM "artworks"').get() as SqlRow).last ?? 0)
    db.exec('BEGIN')
    for (let copy = 1; copy < times; copy++) {
      for (const rule of ARTWORK_TABLES) db.exec(copyStatement(db, rule, copy, copy * lastId, lastId))
    }
    db.exec('COMMIT')
  } finally {
    db.close()
  }
  return target
}
