import type { ArtistFields } from './plan-artist'
import type { ArtworkFields } from './plan-artwork'

export type ImportedCollection = 'artists' | 'artworks'

/** An artist with its portrait's media id resolved. */
export type ArtistRow = ArtistFields & { featuredImage: number }

/** An artwork with its artist's id and its two image ids resolved. */
export type ArtworkRow = ArtworkFields & { artist: number; images: number[] }

/**
 * Where imported documents go. Each `write…` call is one batch: all of it lands, or none of it
 * (a killed import loses at most the batch in flight, and a re-run redoes it).
 */
export type CatalogWriter = {
  readonly name: string
  /** Source uid → document id of everything already imported, the import's only notion of progress. */
  existing(collection: ImportedCollection): Promise<Map<string, number>>
  /** Returns the new ids in the order of `rows`. */
  writeArtists(rows: readonly ArtistRow[]): Promise<number[]>
  writeArtworks(rows: readonly ArtworkRow[]): Promise<void>
  /** After the last batch: whatever the database needs to query the new rows well. */
  finish(): Promise<void>
}
