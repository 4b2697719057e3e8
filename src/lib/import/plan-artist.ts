import { artistDisplayName } from '@/lib/catalog/names'
import { rngFor } from '@/lib/synthetic-content/prng'
import type { Artist } from '@/payload-types'
import { isOrganisation, locationOf, splitName, uniqueSlug } from './names'
import type { ArtistLine } from './schema'
import { daysBeforeEpoch } from './when'

/** How many shared generated portraits imported artists take turns with (see image-pool.ts). */
const PORTRAIT_POOL = 8

/** An artist's fields, minus the portrait's media id. */
export type ArtistFields = Omit<Artist, 'id' | 'createdAt' | 'updatedAt' | 'featuredImage'> & {
  sourceUid: string
  displayName: string
}

/** The fields and which of the shared portraits to use. */
export type ArtistDraft = { fields: ArtistFields; portrait: number }

/** Studios, companies and collaborations show their name as the studio name; people their first and last. */
export function planArtist(line: ArtistLine): ArtistDraft {
  const rng = rngFor('import-artist', line.uid)
  const { firstName, lastName, single } = splitName(line.display_name)
  const studioName = single || isOrganisation(line.display_name, line.party_type) ? line.display_name.trim() : null
  const displayName = artistDisplayName({ studioName, firstName, lastName })
  const fields: ArtistFields = {
    sourceUid: line.uid,
    firstName,
    lastName,
    studioName,
    displayName,
    slug: uniqueSlug(displayName, line.uid),
    location: locationOf(line.source, line.birth_place, line.nationality),
    bio: null,
    joinedAt: daysBeforeEpoch(rng.int(0, 1094), 10),
    insideTheStudio: false,
    _status: 'published',
  }
  return { fields, portrait: rng.int(0, PORTRAIT_POOL - 1) }
}

/** An artwork names an artist the artists file lacks: a minimal artist from the name on the artwork. */
export function planArtistFromArtwork(uid: string, name: string): ArtistDraft {
  const source = uid.split(':')[0] ?? ''
  return planArtist({ uid, source, display_name: name, nationality: null, birth_place: null, party_type: null })
}
