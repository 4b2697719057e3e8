import { slugify } from '@/lib/text/slugify'
import { artistDisplayName } from '@/lib/catalog/names'
import { MEDIUMS, type MediumSlug } from '@/lib/catalog/taxonomy'
import { CITIES, FIRST_NAMES, LAST_NAMES, STUDIO_NAMES } from './names'
import { rngFor } from '@/lib/synthetic-content/prng'

export type ArtistPlan = {
  index: number
  slug: string
  firstName: string
  lastName: string
  studioName?: string
  displayName: string
  location: string
  mediums: readonly [MediumSlug, MediumSlug]
  joinedDaysAgo: number
  insideTheStudio: boolean
  /** Facts for the bio, which is written once the artist's works are planned. */
  training: string
  theme: string
  region: string
}

export const ARTIST_COUNT = 44

const TRAINING = [
  'the Rhode Island School of Design',
  'the Glasgow School of Art',
  'the Royal Academy Schools',
  'the School of the Art Institute of Chicago',
  'the Rietveld Academie',
  'a two-year apprenticeship in a restoration studio',
  'a decade working as an architect',
  'night classes while working as a set carpenter',
]
const THEMES = [
  'the light of the coast where they grew up',
  'domestic interiors and the objects we keep',
  'weather, erosion and slow change',
  'the geometry of city blocks seen from above',
  'memory and the family album',
  'gardens, borders and the edges of cultivated land',
  'the colour of northern winters',
  'music and the rhythm of repetition',
]

const REGIONS = [
  'New England',
  'the Pacific Northwest',
  'Scandinavia',
  'the Low Countries',
  'the American South',
  'Southern Europe',
]

export function planArtists(count = ARTIST_COUNT): ArtistPlan[] {
  return Array.from({ length: count }, (_, index) => {
    const rng = rngFor('artist', index)
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Alex'
    const lastName = LAST_NAMES[(index * 7) % LAST_NAMES.length] ?? 'Smith'
    const studioName = index % 5 === 2 ? STUDIO_NAMES[Math.floor(index / 5) % STUDIO_NAMES.length] : undefined
    const displayName = artistDisplayName({ studioName, firstName, lastName })
    const primary = MEDIUMS[index % MEDIUMS.length]?.slug ?? 'painting'
    const secondary = MEDIUMS[(index * 3 + 1) % MEDIUMS.length]?.slug ?? 'drawing'
    const location = rng.pick(CITIES)
    const training = rng.pick(TRAINING)
    const theme = rng.pick(THEMES)
    const region = rng.pick(REGIONS)
    return {
      index,
      slug: slugify(displayName),
      firstName,
      lastName,
      ...(studioName ? { studioName } : {}),
      displayName,
      location,
      mediums: [primary, secondary],
      joinedDaysAgo: Math.round((index / count) * 700) + rng.int(0, 25),
      insideTheStudio: index % 5 === 0,
      training,
      theme,
      region,
    }
  })
}
