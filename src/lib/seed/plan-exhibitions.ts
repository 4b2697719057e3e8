import { slugify } from '@/lib/text/slugify'
import type { EXHIBITION_CATEGORIES, ExhibitionState, MediumSlug } from '@/lib/catalog/taxonomy'
import { GALLERY_LOCATION } from './gallery'
import type { ArtistPlan } from './plan-artists'
import type { ArtworkPlan } from './plan-artworks'
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
  /** When the show is about one medium, only works in it are shown. */
  medium?: MediumSlug
  /** Days from today; no end for one-day events that are not on view. */
  startIn: number
  endIn?: number
  mediums: MediumSlug[]
}

type Show = { category: Category; title: string; location: string; state: ExhibitionState; medium?: MediumSlug }

const ONLINE = 'Online viewing room'

/**
 * Two shows per category, each with its own place. Everything on view is at the loft, so the
 * gallery page's "On view at the loft" lists only shows a visitor can walk into.
 */
const SHOWS: readonly Show[] = [
  { category: 'Exhibitions', title: 'Weather Systems', location: GALLERY_LOCATION, state: 'On View' },
  { category: 'Events', title: 'Collectors’ Evening', location: GALLERY_LOCATION, state: 'On View' },
  { category: 'Showcases', title: 'Small Works Showcase', location: GALLERY_LOCATION, state: 'On View' },
  { category: 'Exhibitions', title: 'The Long Table', location: GALLERY_LOCATION, state: 'On View' },
  {
    category: 'Art Fairs',
    title: 'Harborfront Art Fair',
    location: 'Booth C14, Harborfront Art Fair, Boston, MA',
    state: 'Upcoming',
  },
  {
    category: 'Residency',
    title: 'Saltmarsh Residency Open Studios',
    location: 'Saltmarsh Residency, Kingston, NY',
    state: 'Upcoming',
  },
  { category: 'Digital', title: 'Slow Looking, Online', location: ONLINE, state: 'Upcoming' },
  {
    category: 'Events',
    title: 'Print Fair at the Loft',
    location: GALLERY_LOCATION,
    state: 'Upcoming',
    medium: 'print',
  },
  {
    category: 'Studio Visits',
    title: 'Inside the Printshop',
    location: 'Artist’s studio, Brooklyn, NY',
    state: 'Upcoming',
    medium: 'print',
  },
  {
    category: 'Art Fairs',
    title: 'Paper Fair Amsterdam',
    location: 'Stand 22, Paper Fair, Amsterdam, Netherlands',
    state: 'Past',
    medium: 'drawing',
  },
  {
    category: 'Residency',
    title: 'Winter Residency in Lisbon',
    location: 'Casa do Rio Residency, Lisbon, Portugal',
    state: 'Past',
  },
  { category: 'Digital', title: 'Studio Light: An Online Viewing Room', location: ONLINE, state: 'Past' },
  {
    category: 'Showcases',
    title: 'New Ceramics from the Studio',
    location: 'Design District Showroom, Los Angeles, CA',
    state: 'Past',
    medium: 'sculpture-objects',
  },
  {
    category: 'Studio Visits',
    title: 'A Day in the Kiln Room',
    location: 'Artist’s studio, Asheville, NC',
    state: 'Past',
    medium: 'sculpture-objects',
  },
]

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

/** The artists who have works in the show's medium, or every artist when it has none. */
function candidates(show: Show, artists: readonly ArtistPlan[], works: readonly ArtworkPlan[]): ArtistPlan[] {
  if (!show.medium) return [...artists]
  const slugs = new Set(works.filter((work) => work.medium === show.medium).map((work) => work.artist.slug))
  return artists.filter((artist) => slugs.has(artist.slug))
}

export function planExhibitions(artists: readonly ArtistPlan[], works: readonly ArtworkPlan[]): ExhibitionPlan[] {
  return SHOWS.map((show, index) => {
    const rng = rngFor('exhibition', index)
    const chosen = rng.sample(candidates(show, artists, works), rng.int(2, 4))
    const names = chosen.map((artist) => artist.displayName)
    const online = show.location === ONLINE
    return {
      slug: slugify(show.title),
      title: show.title,
      category: show.category,
      state: show.state,
      location: show.location,
      excerpt: `${online ? 'Online' : 'In person'}: new work by ${names.join(', ')}.`,
      description: [
        `${show.title} brings together ${names.length} artists whose work shares a ` +
          `patient, hands-on way of making. ${names[0]} shows new pieces alongside ` +
          `${names.slice(1).join(' and ')}.`,
        online
          ? 'The viewing room is open around the clock; every work can be reserved ' +
            'online and viewed in person by appointment.'
          : `Join us at ${show.location}. Our team is on hand to talk through every work, framing options and delivery.`,
        'Works from the show are available to purchase now and ship once the exhibition closes.',
      ],
      artists: chosen,
      ...(show.medium ? { medium: show.medium } : {}),
      ...datesFor(show.state, show.category === 'Events', rng),
      mediums: show.medium ? [show.medium] : chosen.map((artist) => artist.mediums[0]),
    }
  })
}
