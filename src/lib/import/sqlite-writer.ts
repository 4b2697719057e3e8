import type { Payload } from 'payload'
import { sql, type SqlTransaction } from '@/lib/db'
import { insertRows, tableColumns, type Cell, type Raw } from './sql-rows'
import {
  ARTIST_COLUMNS,
  ARTIST_LOCALE_COLUMNS,
  ARTWORK_COLUMNS,
  ARTWORK_LOCALE_COLUMNS,
  artistCells,
  artistLocaleCells,
  artworkCells,
  artworkLocaleCells,
  expectedTables,
  versioned,
} from './sqlite-tables'
import type { ArtistRow, ArtworkRow, CatalogWriter, ImportedCollection } from './writer'

/** Why the bulk writer cannot be used on this database, or undefined when it can. */
async function schemaMismatch(raw: Raw): Promise<string | undefined> {
  const expected = expectedTables()
  const listed = await raw(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND (name GLOB 'artworks*' OR name GLOB '_artworks_v*' OR name GLOB 'artists*' OR name GLOB '_artists_v*')`,
  )
  const tables = listed.map((row) => String(row.name)).sort()
  if (tables.join() !== Object.keys(expected).sort().join()) return `tables differ: ${tables.join(', ')}`
  for (const [table, columns] of Object.entries(expected)) {
    const actual = [...(await tableColumns(raw, table))].sort()
    if (actual.join() !== [...columns].sort().join()) return `columns of ${table} differ: ${actual.join(', ')}`
  }
  return undefined
}

const idsBy = (rows: { [column: string]: unknown }[], key: string) =>
  new Map(rows.map((row) => [String(row[key]), Number(row.id)]))

type Document = { sourceUid: string; cells: Cell[]; localeCells: Cell[] }

/**
 * Inserts documents, their locale rows and their latest published version (with its locale rows).
 * Returns the ids of the documents and of their versions, in input order.
 */
async function insertDocuments(
  raw: Raw,
  table: string,
  columns: { main: readonly string[]; locale: readonly string[] },
  documents: readonly Document[],
  { locale, now }: { locale: string; now: string },
): Promise<{ ids: number[]; versions: number[] }> {
  const inserted = idsBy(
    await insertRows(
      raw,
      table,
      columns.main,
      documents.map((doc) => doc.cells),
      ['id', 'source_uid'],
    ),
    'source_uid',
  )
  const ids = documents.map((doc) => inserted.get(doc.sourceUid) ?? Number.NaN)
  const versionColumns = ['parent_id', ...versioned(columns.main), 'created_at', 'updated_at', 'latest']
  const versionRows = documents.map((doc, i) => [ids[i] ?? null, ...doc.cells, now, now, 1])
  const byParent = idsBy(
    await insertRows(raw, `_${table}_v`, versionColumns, versionRows, ['id', 'parent_id']),
    'parent_id',
  )
  const versions = ids.map((id) => byParent.get(String(id)) ?? Number.NaN)
  if ([...ids, ...versions].some(Number.isNaN)) throw new Error(`${table}: an inserted row came back without an id`)
  const localeRows = (parents: number[]) => documents.map((doc, i) => [...doc.localeCells, locale, parents[i] ?? null])
  await insertRows(raw, `${table}_locales`, [...columns.locale, '_locale', '_parent_id'], localeRows(ids))
  await insertRows(
    raw,
    `_${table}_v_locales`,
    [...versioned(columns.locale), '_locale', '_parent_id'],
    localeRows(versions),
  )
  return { ids, versions }
}

/** Array rows and hasMany relations of artworks, for the document and its version. */
async function insertArtworkChildren(raw: Raw, rows: readonly ArtworkRow[], ids: number[], versions: number[]) {
  const variants = rows.flatMap((row, i) =>
    row.variants.map((v, n) => ({ doc: ids[i] ?? null, version: versions[i] ?? null, order: n + 1, v })),
  )
  await insertRows(
    raw,
    'artworks_variants',
    ['_order', '_parent_id', 'id', 'title', 'price', 'inventory'],
    variants.map(({ doc, order, v }) => [order, doc, v.id, v.title, v.price, v.inventory ?? null]),
  )
  await insertRows(
    raw,
    '_artworks_v_version_variants',
    ['_order', '_parent_id', 'title', 'price', 'inventory', '_uuid'],
    variants.map(({ version, order, v }) => [order, version, v.title, v.price, v.inventory ?? null, v.id]),
  )
  const images = rows.flatMap((row, i) =>
    row.images.map((media, n) => ({ doc: ids[i] ?? null, version: versions[i] ?? null, order: n + 1, media })),
  )
  const rels = ['order', 'parent_id', 'path', 'media_id']
  await insertRows(
    raw,
    'artworks_rels',
    rels,
    images.map(({ doc, order, media }) => [order, doc, 'images', media]),
  )
  await insertRows(
    raw,
    '_artworks_v_rels',
    rels,
    images.map(({ version, order, media }) => [order, version, 'version.images', media]),
  )
}

/**
 * Multi-row INSERTs of exactly the rows a Local API create writes (document, locale row, variants,
 * image relations, and the same again for the version), one transaction per batch. Derived fields
 * (displayName, slug/handle, orientation, sizeBucket) come from the same functions the hooks use.
 * SQLite only, and only while the migrated schema matches sqlite-tables.ts.
 */
export async function sqliteWriter(payload: Payload): Promise<CatalogWriter | string> {
  const db = sql(payload)
  if (db.dialect !== 'sqlite') return 'not a SQLite database'
  const locale = payload.config.localization ? payload.config.localization.defaultLocale : undefined
  const mismatch = locale ? await schemaMismatch(db.raw) : 'no localization configured'
  if (mismatch || !locale) return mismatch ?? 'no locale'
  const inWriteTransaction = <T>(work: (raw: Raw) => Promise<T>) =>
    db.transaction((transaction) => work(sqliteRaw(transaction)))
  return {
    name: 'SQLite bulk insert',
    async existing(collection: ImportedCollection) {
      return idsBy(
        await db.raw(`SELECT id, source_uid FROM "${collection}" WHERE source_uid IS NOT NULL`),
        'source_uid',
      )
    },
    writeArtists: (rows: readonly ArtistRow[]) =>
      inWriteTransaction(async (raw) => {
        const now = new Date().toISOString()
        const documents = rows.map((row) => ({
          sourceUid: row.sourceUid,
          cells: artistCells(row, now),
          localeCells: artistLocaleCells(row),
        }))
        const { ids } = await insertDocuments(
          raw,
          'artists',
          { main: ARTIST_COLUMNS, locale: ARTIST_LOCALE_COLUMNS },
          documents,
          { locale, now },
        )
        return ids
      }),
    writeArtworks: (rows: readonly ArtworkRow[]) =>
      inWriteTransaction(async (raw) => {
        const now = new Date().toISOString()
        const documents = rows.map((row) => ({
          sourceUid: row.sourceUid,
          cells: artworkCells(row, now),
          localeCells: artworkLocaleCells(row),
        }))
        const { ids, versions } = await insertDocuments(
          raw,
          'artworks',
          { main: ARTWORK_COLUMNS, locale: ARTWORK_LOCALE_COLUMNS },
          documents,
          { locale, now },
        )
        await insertArtworkChildren(raw, rows, ids, versions)
      }),
    // Without statistics SQLite cannot use the (_locale, _parent_id) index of the locale tables for a
    // lookup by parent alone, and every artwork listing scans the whole locale table per row (minutes at 77k).
    finish: async () => {
      await db.raw('ANALYZE')
    },
  }
}

/** The transaction's SQLite statements: a SQLite database only ever opens a SQLite transaction. */
function sqliteRaw(transaction: SqlTransaction): Raw {
  if (transaction.dialect !== 'sqlite') throw new Error('import: the bulk writer opened a non-SQLite transaction')
  return transaction.raw
}
