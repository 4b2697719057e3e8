import { slugify } from '@/lib/text/slugify'
import { EXHIBITION_CATEGORIES, EXHIBITION_STATES, type ExhibitionState } from '@/lib/catalog/taxonomy'
import { GALLERY } from './gallery'
import type { ArtistPlan } from './plan-artists'
import { rngFor, type Rng } from '@/lib/synthetic-content/prng'

type Category = (typeof EXHIBITION_CATEGORIES)[number]

export type ExhibitionPlan = {
  slug: string
  title: string
  category: Category
  state: ExhibitionState
  location: string
  excerpt: string
  description: readonly string[]
  artists: ArtistPlan[]
  /** Days from today; no end for one-day events that are not on view. */
  startIn: number
  endIn?: number
  mediums: ArtistPlan['mediums'][number][]
}

const GALLERY_LOCATION = `${GALLERY.name}, ${GALLERY.street}, New York, NY`

/** Two per category; the state decides the dates, so each listing (on view, upcoming, past) is full. */
const TITLES: Record<Category, readonly [string, string, string]> = {
  'Art Fairs': ['Harborfront Art Fair', 'Booth C14, Harborfront Art Fair, Boston, MA', 'Paper Fair Amsterdam'],
  Exhibitions: ['Weather Systems', GALLERY_LOCATION, 'The Long Table'],
  Residency: ['Saltmarsh Residency Open Studios', 'Saltmarsh Residency, Kingston, NY', 'Winter Residency in Lisbon'],
  Digital: ['Studio Light: An Online Viewing Room', 'Online viewing room', 'Slow Looking, Online'],
  Events: ['Collectors’ Evening', GALLERY_LOCATION, 'Print Fair Weekend'],
  Showcases: ['New Ceramics from the Studio', 'Design District Showroom, Los Angeles, CA', 'Small Works Showcase'],
  'Studio Visits': ['Inside the Printshop', 'Artist’s studio, Brooklyn, NY', 'A Day in the Kiln Room'],
}

/** Days from today. One-day events have no end date, except on view, where they span today and tomorrow. */
function datesFor(state: ExhibitionState, oneDay: boolean, rng: Rng): { startIn: number; endIn?: number } {
  const length = rng.int(21, 70)
  if (state === 'On View') return { startIn: -rng.int(3, 30), endIn: oneDay ? 1 : rng.int(6, 45) }
  if (state === 'Upcoming') {
    const startIn = rng.int(7, 75)
    return oneDay ? { startIn } : { startIn, endIn: startIn + length }
  }
  const endIn = -rng.int(10, 260)
  return oneDay ? { startIn: endIn } : { startIn: endIn - length, endIn }
}

export function planExhibitions(artists: readonly ArtistPlan[]): ExhibitionPlan[] {
  return [0, 1].flatMap((round) =>
    EXHIBITION_CATEGORIES.map((category, categoryIndex) => {
      const index = round * EXHIBITION_CATEGORIES.length + categoryIndex
      const rng = rngFor('exhibition', index)
      const [first, location, second] = TITLES[category]
      const title = round === 0 ? first : second
      const state = EXHIBITION_STATES[index % EXHIBITION_STATES.length] ?? 'On View'
      const chosen = rng.sample(artists, rng.int(2, 4))
      const dates = datesFor(state, category === 'Events', rng)
      const names = chosen.map((artist) => artist.displayName)
      return {
        slug: slugify(title),
        title,
        category,
        state,
        location: category === 'Exhibitions' || category === 'Events' ? GALLERY_LOCATION : location,
        excerpt: `${category === 'Digital' ? 'Online' : 'In person'}: new work by ${names.join(', ')}.`,
        description: [
          `${title} brings together ${names.length} artists whose work shares a ` +
            `patient, hands-on way of making. ${names[0]} shows new pieces alongside ` +
            `${names.slice(1).join(' and ')}.`,
          category === 'Digital'
            ? 'The viewing room is open around the clock; every work can be reserved ' +
              'online and viewed in person by appointment.'
            : `Join us at ${location}. Our team is on hand to talk through every work, framing options and delivery.`,
          'Works from the show are available to purchase now and ship once the exhibition closes.',
        ],
        artists: chosen,
        ...dates,
        mediums: chosen.map((artist) => artist.mediums[0]),
      }
    }),
  )
}
