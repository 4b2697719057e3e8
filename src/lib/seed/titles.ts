import { slugify } from '@/lib/text/slugify'
import type { Rng } from '@/lib/synthetic-content/prng'

const ADJECTIVES = [
  'Quiet',
  'Amber',
  'Salt',
  'Late',
  'Folded',
  'Distant',
  'Low',
  'Borrowed',
  'Blue',
  'Ochre',
  'Drifting',
  'Hollow',
  'Slow',
  'Gilded',
  'Second',
  'Northern',
  'Tidal',
  'Unfinished',
  'Pale',
  'Burnt',
  'Silver',
  'Green',
  'Open',
  'Winter',
  'Sunlit',
  'Small',
  'Ember',
  'Paper',
  'Half',
  'Still',
] as const

const NOUNS = [
  'Harbor',
  'Orchard',
  'Threshold',
  'Meadow',
  'Window',
  'Tide',
  'Garden',
  'Horizon',
  'Room',
  'Field',
  'Shoreline',
  'Vessel',
  'Grove',
  'Signal',
  'Study',
  'Interior',
  'Current',
  'Ridge',
  'Lantern',
  'Estuary',
  'Archive',
  'Bloom',
  'Passage',
  'Morning',
  'Weather',
  'Courtyard',
  'Figure',
  'Echo',
  'Terrace',
  'Dune',
] as const

const PLACES = [
  'in August',
  'at Dusk',
  'after Rain',
  'for Two',
  'in Ochre',
  'at Low Tide',
  'with Lemons',
  'in Blue',
  'on the Sill',
  'at Noon',
  'in Winter',
  'by the Water',
] as const

const SERIES = ['No. 1', 'No. 2', 'No. 3', 'No. 4', 'No. 7', 'No. 9', 'No. 12', 'II', 'III', 'IV'] as const

/** Titles built like a gallery's: "Quiet Harbor", "Study in Ochre", "Tide No. 4", "Garden at Dusk". */
function artworkTitle(rng: Rng): string {
  const noun = rng.pick(NOUNS)
  switch (rng.int(0, 4)) {
    case 0:
      return `${rng.pick(ADJECTIVES)} ${noun}`
    case 1:
      return `${noun} ${rng.pick(PLACES)}`
    case 2:
      return `${rng.pick(ADJECTIVES)} ${noun} ${rng.pick(SERIES)}`
    case 3:
      return `${noun} ${rng.pick(SERIES)}`
    default:
      return `${rng.pick(ADJECTIVES)} ${noun} ${rng.pick(PLACES)}`
  }
}

/** Handles are made from titles and must be unique: a repeat becomes "…, Variation 2". */
export function uniqueTitles(count: number, rngForIndex: (index: number) => Rng): string[] {
  const taken = new Set<string>()
  return Array.from({ length: count }, (_, index) => {
    const base = artworkTitle(rngForIndex(index))
    let title = base
    for (let variation = 2; taken.has(slugify(title)); variation++) title = `${base}, Variation ${variation}`
    taken.add(slugify(title))
    return title
  })
}
