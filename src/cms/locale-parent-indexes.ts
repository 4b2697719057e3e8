/** Drizzle's `index(name).on(column)`, of either dialect. */
type IndexOn<Column> = (name: string) => { on: (column: Column) => object }

type SchemaHookArgs<Table extends object, Schema extends { tables: Record<string, Table> }> = {
  schema: Schema
  extendTable: (args: { table: Table; extraConfig?: (columns: Record<string, unknown>) => object }) => void
}

const LOCALES_SUFFIX = '_locales'

/**
 * Payload reads a document's localized fields from its `_locales` table by `_parent_id`, one lookup per
 * document read, and the only index Payload gives that table leads with `_locale`: without an index of its
 * own each lookup scans the whole table. This schema hook adds it, so the migrations carry it on both databases.
 */
export function indexLocaleParents<Column>(index: IndexOn<Column>) {
  return <Table extends object, Schema extends { tables: Record<string, Table> }>({
    schema,
    extendTable,
  }: SchemaHookArgs<Table, Schema>): Schema => {
    for (const [name, table] of Object.entries(schema.tables)) {
      if (!name.endsWith(LOCALES_SUFFIX) || !('_parentID' in table)) continue
      extendTable({
        table,
        extraConfig: (columns) => ({ _parentIdIdx: index(`${name}_parent_id_idx`).on(columns._parentID as Column) }),
      })
    }
    return schema
  }
}
