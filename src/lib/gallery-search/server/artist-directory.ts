import 'server-only'
import { z } from 'zod'
import type { DirectoryParams } from '../artist-directory-params'
import { log } from '@/lib/log'
import { SEARCH_TAG, tagPage, TRANSIENT_TAG } from '@/lib/page-cache/tags'
import { GALLERY_INDEXES } from '../indexes'
import { artistRecordSchema } from '../records'
import { searchBackend } from '../backend/configured'
import type { BackendHit, IndexQuery } from '../backend/search-backend'

const directoryArtist = artistRecordSchema.pick({
  objectID: true,
  slug: true,
  name: true,
  lastName: true,
  location: true,
  image: true,
})

export type DirectoryArtist = z.infer<typeof directoryArtist>

/** The directory's artists and how many each letter holds, or `ok: false` when the search failed. */
export type ArtistDirectoryResult =
  { ok: true; artists: DirectoryArtist[]; letterCounts: Readonly<Record<string, number>> } | { ok: false }

/** The hits that keep to the artist record; any other is logged and left out. */
function directoryArtists(hits: readonly BackendHit[]): DirectoryArtist[] {
  return hits.flatMap((hit) => {
    const parsed = directoryArtist.safeParse(hit)
    if (parsed.success) return [parsed.data]
    log.error({ objectID: hit.objectID, issues: parsed.error.issues }, 'artist directory: malformed artist hit skipped')
    return []
  })
}

/** Artists matching a search and/or filed under a letter, with how many each letter holds. */
export async function artistDirectory({ q, letter }: DirectoryParams): Promise<ArtistDirectoryResult> {
  tagPage(SEARCH_TAG)
  try {
    const search = (facetFilters?: string[]): IndexQuery => ({
      indexName: GALLERY_INDEXES.artists,
      params: { query: q ?? '', facets: ['initial'], hitsPerPage: 1000, ...(facetFilters ? { facetFilters } : {}) },
    })
    const [everyLetter, filtered] = await searchBackend().search(
      letter ? [search(), search([`initial:${letter}`])] : [search()],
    )
    const outcome = filtered ?? everyLetter
    if (!everyLetter || !outcome) throw new Error('the search backend answered no results')
    const artists = directoryArtists(outcome.hits)
    if (!q) artists.sort((a, b) => a.lastName.localeCompare(b.lastName))
    return { ok: true, artists, letterCounts: everyLetter.facets.initial ?? {} }
  } catch (error) {
    log.error({ err: error, q, letter }, 'artist directory: search failed')
    tagPage(TRANSIENT_TAG)
    return { ok: false }
  }
}
