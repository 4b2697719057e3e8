import type { ArtistRow, ArtworkRow } from './writer'
import { bool, json, type Cell } from './sql-rows'

/**
 * The rows Payload's SQLite adapter writes for one published artist or artwork and its version
 * (as seen after a Local API create), column for column. `sqliteWriter` checks these names against
 * the migrated tables before use, so a schema change makes it fall back to the Local API, never write wrong rows.
 */
export const ARTWORK_COLUMNS = [
  'handle',
  'artist_id',
  'medium',
  'custom_commission',
  'year',
  'availability',
  'price_upon_request',
  'ready_for_pickup',
  'dimensions_width',
  'dimensions_height',
  'dimensions_depth',
  'orientation',
  'size_bucket',
  'inventory',
  'featured',
  'published_at',
  'source_uid',
  'updated_at',
  'created_at',
  '_status',
] as const

export function artworkCells(row: ArtworkRow, now: string): Cell[] {
  return [
    row.handle,
    row.artist,
    row.medium,
    bool(row.customCommission),
    row.year ?? null,
    row.availability,
    bool(row.priceUponRequest),
    bool(row.readyForPickup),
    row.dimensions.width,
    row.dimensions.height,
    row.dimensions.depth ?? null,
    row.orientation ?? null,
    row.sizeBucket ?? null,
    row.inventory,
    bool(row.featured),
    row.publishedAt ?? now,
    row.sourceUid,
    now,
    now,
    row._status ?? 'published',
  ]
}

export const ARTWORK_LOCALE_COLUMNS = ['title', 'materials', 'description'] as const

export const artworkLocaleCells = (row: ArtworkRow): Cell[] => [row.title, row.materials ?? null, json(row.description)]

export const ARTIST_COLUMNS = [
  'first_name',
  'last_name',
  'display_name',
  'slug',
  'featured_image_id',
  'joined_at',
  'inside_the_studio',
  'source_uid',
  'updated_at',
  'created_at',
  '_status',
] as const

export function artistCells(row: ArtistRow, now: string): Cell[] {
  return [
    row.firstName,
    row.lastName,
    row.displayName,
    row.slug,
    row.featuredImage,
    row.joinedAt,
    bool(row.insideTheStudio),
    row.sourceUid,
    now,
    now,
    row._status ?? 'published',
  ]
}

export const ARTIST_LOCALE_COLUMNS = ['studio_name', 'location', 'bio'] as const

export const artistLocaleCells = (row: ArtistRow): Cell[] => [
  row.studioName ?? null,
  row.location ?? null,
  json(row.bio),
]

export const versioned = (columns: readonly string[]) => columns.map((column) => `version_${column}`)

/** Every column of every table the writer touches, including those it leaves to their defaults. */
export function expectedTables(): Record<string, readonly string[]> {
  const locales = ['id', '_locale', '_parent_id']
  const version = ['id', 'parent_id', 'created_at', 'updated_at', 'latest', 'snapshot', 'published_locale']
  const rels = ['id', 'order', 'parent_id', 'path', 'media_id']
  return {
    artworks: ['id', ...ARTWORK_COLUMNS],
    artworks_locales: [...ARTWORK_LOCALE_COLUMNS, ...locales],
    artworks_variants: ['_order', '_parent_id', 'id', 'title', 'price', 'inventory'],
    artworks_rels: rels,
    _artworks_v: [...version, ...versioned(ARTWORK_COLUMNS)],
    _artworks_v_locales: [...versioned(ARTWORK_LOCALE_COLUMNS), ...locales],
    _artworks_v_version_variants: ['_order', '_parent_id', 'id', 'title', 'price', 'inventory', '_uuid'],
    _artworks_v_rels: rels,
    artists: ['id', ...ARTIST_COLUMNS],
    artists_locales: [...ARTIST_LOCALE_COLUMNS, ...locales],
    _artists_v: [...version, ...versioned(ARTIST_COLUMNS)],
    _artists_v_locales: [...versioned(ARTIST_LOCALE_COLUMNS), ...locales],
  }
}
