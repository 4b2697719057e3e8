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

/**
 * Artists on one page of the directory: a multiple of the grid's 2, 3 and 4 columns, and few enough that a page
 * renders within 100 ms of CPU (96 took 120 ms with 23,268 artists).
 */
export const DIRECTORY_PAGE_SIZE = 48

/**
 * One page of the directory's artists (`page` from 1 of `pages`), how many it finds in all and how many each
 * letter holds, or `ok: false` when the search failed.
 */
export type ArtistDirectoryResult =
  | {
      ok: true
      artists: DirectoryArtist[]
      found: number
      page: number
      pages: number
      letterCounts: Readonly<Record<string, number>>
    }
  | { ok: false }

/** The hits that keep to the artist record; any other is logged and left out. */
function directoryArtists(hits: readonly BackendHit[]): DirectoryArtist[] {
  return hits.flatMap((hit) => {
    const parsed = directoryArtist.safeParse(hit)
    if (parsed.success) return [parsed.data]
    log.error({ objectID: hit.objectID, issues: parsed.error.issues }, 'artist directory: malformed artist hit skipped')
    return []
  })
}

/**
 * Artists matching a search (best match first) and/or filed under a letter (A to Z without a search), a page at a
 * time, with how many each letter holds.
 */
export async function artistDirectory({ q, letter, page = 1 }: DirectoryParams): Promise<ArtistDirectoryResult> {
  tagPage(SEARCH_TAG)
  try {
    const search = (hitsPerPage: number, facetFilters?: string[]): IndexQuery => ({
      indexName: q ? GALLERY_INDEXES.artists : GALLERY_INDEXES.artistsByName,
      params: {
        query: q ?? '',
        facets: ['initial'],
        hitsPerPage,
        page: page - 1,
        ...(facetFilters ? { facetFilters } : {}),
      },
    })
    const [everyLetter, filtered] = await searchBackend().search(
      letter ? [search(0), search(DIRECTORY_PAGE_SIZE, [`initial:${letter}`])] : [search(DIRECTORY_PAGE_SIZE)],
    )
    const outcome = filtered ?? everyLetter
    if (!everyLetter || !outcome) throw new Error('the search backend answered no results')
    return {
      ok: true,
      artists: directoryArtists(outcome.hits),
      found: outcome.nbHits,
      page,
      pages: Math.max(1, Math.ceil(outcome.nbHits / DIRECTORY_PAGE_SIZE)),
      letterCounts: everyLetter.facets.initial ?? {},
    }
  } catch (error) {
    log.error({ err: error, q, letter, page }, 'artist directory: search failed')
    tagPage(TRANSIENT_TAG)
    return { ok: false }
  }
}
