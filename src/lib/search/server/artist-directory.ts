import { z } from 'zod'
import { searchIndex } from '../algolia'
import { readySearchEngine } from './engine'

export const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const

/** URL parameters of the artist directory, whitelisted: anything else is ignored. */
export const directoryParams = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  letter: z.enum(LETTERS).optional().catch(undefined),
})

export type DirectoryParams = z.infer<typeof directoryParams>

const artistHit = z.object({
  objectID: z.string(),
  slug: z.string(),
  name: z.string(),
  lastName: z.string().nullish(),
  location: z.string().nullish(),
  image: z.string().nullish(),
})

export type DirectoryArtist = z.infer<typeof artistHit>

/** Artists matching a search and/or filed under a letter, with how many each letter holds. */
export async function artistDirectory({ q, letter }: DirectoryParams) {
  const engine = await readySearchEngine()
  const search = (facetFilters?: string[]) =>
    searchIndex(engine, 'artists', { query: q ?? '', facets: ['initial'], facetFilters, hitsPerPage: 1000 })
  const everyLetter = search()
  const outcome = letter ? search([`initial:${letter}`]) : everyLetter
  const letterCounts = (everyLetter.ok && everyLetter.body.facets?.initial) || {}
  if (!outcome.ok) return { artists: [], letterCounts }
  const artists = outcome.body.hits.flatMap((hit) => {
    const parsed = artistHit.safeParse(hit)
    return parsed.success ? [parsed.data] : []
  })
  if (!q) artists.sort((a, b) => (a.lastName ?? a.name).localeCompare(b.lastName ?? b.name))
  return { artists, letterCounts }
}
