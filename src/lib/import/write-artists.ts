import type { ImagePool } from './image-pool'
import { planArtistFromArtwork, type ArtistDraft } from './plan-artist'
import type { CatalogWriter } from './writer'

/** Writes artists and hands back their ids, resolving each shared portrait first. */
export async function writeArtists(
  writer: CatalogWriter,
  pool: ImagePool,
  drafts: readonly ArtistDraft[],
  ids: Map<string, number>,
): Promise<void> {
  const rows = await Promise.all(
    drafts.map(async (draft) => ({ ...draft.fields, featuredImage: await pool.portrait(draft.portrait) })),
  )
  const created = await writer.writeArtists(rows)
  drafts.forEach((draft, i) => ids.set(draft.fields.sourceUid, created[i] ?? Number.NaN))
}

/** The artist an artwork names: a source uid and the name as the artwork gives it. */
export type ArtistByName = { uid: string; name: string }

/**
 * Makes the artists a batch of artworks names that the database lacks, from the names on the artworks,
 * and answers the uids it made.
 */
export async function writeMissingArtists(
  writer: CatalogWriter,
  pool: ImagePool,
  named: readonly ArtistByName[],
  ids: Map<string, number>,
): Promise<string[]> {
  const missing = new Map(
    named.filter((by) => !ids.has(by.uid)).map((by) => [by.uid, planArtistFromArtwork(by.uid, by.name)]),
  )
  if (missing.size) await writeArtists(writer, pool, [...missing.values()], ids)
  return [...missing.keys()]
}

/** Reads back what the database holds instead of trusting the writes: the report must not claim more. */
export function countMissing(expected: ReadonlySet<string>, stored: ReadonlyMap<string, number>): number {
  let missing = 0
  for (const uid of expected) if (!stored.has(uid)) missing++
  return missing
}
