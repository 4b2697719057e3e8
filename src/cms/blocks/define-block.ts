import type { Block, Field } from 'payload'

type BlockName = {
  slug: string
  /** PostgreSQL caps identifiers at 63 characters, so a block's tables take this shorter name where it has one. */
  dbName?: string
  /** What the admin calls one of these blocks. */
  label: string
  /** What it calls several, where adding an s does not make the plural. */
  pluralLabel?: string
}

/** A page block: its generated interface is its slug in PascalCase followed by Block (artistRail: ArtistRailBlock). */
export function defineBlock({ slug, dbName, label, pluralLabel = `${label}s` }: BlockName, fields: Field[]): Block {
  return {
    slug,
    dbName,
    interfaceName: `${slug[0]!.toUpperCase()}${slug.slice(1)}Block`,
    labels: { singular: label, plural: pluralLabel },
    fields,
  }
}
