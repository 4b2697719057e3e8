import { slugify } from '@/lib/text/slugify'
import { STORY_CATEGORIES } from '@/lib/catalog/taxonomy'
import { WRITERS } from './names'
import type { ArtistPlan } from './plan-artists'
import { rngFor } from '@/lib/synthetic-content/prng'

type Category = (typeof STORY_CATEGORIES)[number]

export type StoryPlan = {
  slug: string
  title: string
  category: Category
  excerpt: string
  author: string
  artist: ArtistPlan
  heading: string
  paragraphs: readonly string[]
  quote: string
  publishedDaysAgo: number
  mediums: ArtistPlan['mediums'][number][]
}

const STORIES: readonly (readonly [Category, string, string])[] = [
  [
    'At Home',
    'A Brownstone Built Around One Painting',
    'How a single large canvas set the palette for every room of a Brooklyn renovation.',
  ],
  [
    'At Home',
    'Living with Ceramics',
    'Three collectors on placing sculpture and objects where they can be touched and used.',
  ],
  [
    'At Home',
    'The Gallery Wall, Rethought',
    'Fewer frames, more air: a stylist’s rules for hanging a calm salon wall.',
  ],
  [
    'At Uprise',
    'Behind the Scenes of Our Spring Hang',
    'Our install team on levels, lighting and the hardest wall in the gallery.',
  ],
  [
    'At Uprise',
    'Why We Visit Every Studio',
    'Every artist we represent has hosted us in their studio. Here is what we look for.',
  ],
  [
    'At Uprise',
    'Framing, Explained',
    'Float mounts, tray frames and museum glass: what our framers recommend and why.',
  ],
  [
    'Meet',
    'Meet the Printmaker Working in Twelve Colors',
    'One block per colour, one impression at a time, and an edition that takes a month.',
  ],
  [
    'Meet',
    'Meet the Painter Chasing Northern Light',
    'Long winters, short days and a palette built from the view out of one window.',
  ],
  ['Meet', 'Meet the Photographer Who Waits', 'Seasons of returning to the same shoreline for a single exposure.'],
  [
    'In Good Company',
    'An Architect on Art for Public Spaces',
    'What changes when a work has to hold its own in a lobby for twenty years.',
  ],
  [
    'In Good Company',
    'A Designer’s Notes on Scale',
    'An interior designer explains why most people hang art too small and too high.',
  ],
  ['In Good Company', 'Collecting Together', 'A couple on building a collection with two very different tastes.'],
  [
    'Inside The Studio',
    'Inside the Studio: Clay, Kilns and Patience',
    'A week of making, firing and waiting in a small ceramic studio.',
  ],
  [
    'Inside The Studio',
    'Inside the Studio: Paper Everywhere',
    'Flat files, drying racks and the daily routine of a draughtsman.',
  ],
  [
    'Inside The Studio',
    'Inside the Studio: Building an Installation',
    'From sketchbook to suspended steel: how a site-specific piece comes together.',
  ],
  ['Meet', 'Meet the Collagist Who Keeps Everything', 'Ticket stubs, seed packets and a drawer full of blue paper.'],
]

const HEADINGS: Record<Category, string> = {
  'At Home': 'How it hangs',
  'At Uprise': 'What we learned',
  Meet: 'In their own words',
  'In Good Company': 'The conversation',
  'Inside The Studio': 'A day in the studio',
}

export function planStories(artists: readonly ArtistPlan[]): StoryPlan[] {
  return STORIES.map(([category, title, excerpt], index) => {
    const rng = rngFor('story', index)
    const artist = artists[(index * 5 + 3) % artists.length]
    if (!artist) throw new Error('planStories needs artists')
    return {
      slug: slugify(title),
      title,
      category,
      excerpt,
      author: WRITERS[index % WRITERS.length] ?? 'The Gallery',
      artist,
      heading: HEADINGS[category],
      paragraphs: [
        `${excerpt} We spent an afternoon with ${artist.displayName} in ${artist.location} to find out more.`,
        `${artist.firstName}’s ${artist.mediums[0].replace('-', ' ')} work ` +
          `starts with a question rather than a plan. “I want to make something ` +
          `that still surprises me after a year on the wall,” ${artist.firstName} ` +
          `says, pointing to a stack of unfinished pieces leaning against the ` +
          `studio wall.`,
        rng.pick([
          'The routine is simple: mornings are for making, afternoons for ' +
            'looking. Nothing leaves the studio until it has survived a week of ' +
            'being looked at.',
          'Most of the work is done in natural light, which means long days in ' +
            'summer and short, concentrated ones in winter.',
          'Materials are bought locally whenever possible, and offcuts are kept ' +
            'for smaller studies that often become favourites.',
        ]),
        `Several new works by ${artist.displayName} are available now, and our ` +
          `advisory team is happy to arrange a viewing at the gallery or share ` +
          `photographs of a piece in your own space.`,
      ],
      quote: rng.pick([
        'A good work should hold a room without shouting at it.',
        'I only know a piece is finished when I stop wanting to touch it.',
        'The best compliment is when someone says they see something new every morning.',
      ]),
      publishedDaysAgo: Math.round((index / STORIES.length) * 330) + rng.int(0, 12),
      mediums: [artist.mediums[0], artist.mediums[1]],
    }
  })
}
