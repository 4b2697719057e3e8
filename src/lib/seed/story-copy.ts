import type { MediumSlug, STORY_CATEGORIES } from '@/lib/catalog/taxonomy'

export type StoryCategory = (typeof STORY_CATEGORIES)[number]

/** The facts a story may use about its artist, all taken from the artist's record and works. */
type StorySubject = {
  name: string
  first: string
  location: string
  /** The artist's main material in the story's medium, inside a sentence: "oil on linen". */
  material: string
  /** The same with its article: "an oil on linen", "a silver gelatin print". */
  aMaterial: string
}

export type StoryCopy = {
  category: StoryCategory
  title: string
  excerpt: string
  /** The medium the story is about; its artist is chosen among those with works in it. */
  medium: MediumSlug
  /** When the story speaks of one material (clay, steel, found paper), the artist must have works in it. */
  materials?: readonly string[]
  heading: string
  /** Opening, middle and closing paragraphs; the closing one is followed by a link to the artist. */
  body: (subject: StorySubject) => readonly [string, string, string]
  quote: string
}

const ON_CANVAS = ['Oil on linen', 'Acrylic on canvas', 'Oil and cold wax on canvas']

/**
 * Sixteen stories, each with its own body. A story names only its own medium and its own artist;
 * the integration test reads the seeded stories for exactly that.
 */
export const STORY_COPY: readonly StoryCopy[] = [
  {
    category: 'At Home',
    title: 'A Brownstone Built Around One Painting',
    excerpt: 'How a single large canvas set the palette for every room of a Brooklyn renovation.',
    medium: 'painting',
    materials: ON_CANVAS,
    heading: 'Starting from the canvas',
    body: (s) => [
      `The owners bought the painting before they bought the sofa. It is by ${s.name}, who works in ${s.location}, ` +
        `and it arrived while the brownstone was still bare plaster.`,
      `The architect took its colours, worked in ${s.material}, and carried them into tiles, curtains and a ` +
        `green front door. “Everything else had to agree with it,” one of the owners told us.`,
      `Two years on, the painting still hangs where it was first propped up, facing the stairs.`,
    ],
    quote: 'We did not decorate around it so much as listen to it.',
  },
  {
    category: 'At Home',
    title: 'Living with Ceramics',
    excerpt: 'Three collectors on placing sculpture and objects where they can be touched and used.',
    medium: 'sculpture-objects',
    materials: ['Glazed stoneware', 'Hand-built porcelain'],
    heading: 'Within reach',
    body: (s) => [
      `None of the three collectors we visited keeps ceramics behind glass. Each owns a piece by ${s.name}, ` +
        `made in ${s.material}, and each uses it daily.`,
      `One keeps keys in a low bowl by the door; another has a tall vessel on the kitchen table, filled with ` +
        `branches from the garden. ${s.first} is delighted: the pieces are fired hard enough to be handled.`,
      `Our advice is simple: put the piece where your hand will find it, not only your eye.`,
    ],
    quote: 'A bowl you never touch is only half a bowl.',
  },
  {
    category: 'At Home',
    title: 'The Gallery Wall, Rethought',
    excerpt: 'Fewer frames, more air: a stylist’s rules for hanging a calm salon wall.',
    medium: 'drawing',
    heading: 'Three rules for a calm wall',
    body: (s) => [
      `Our stylist began with five drawings by ${s.name} and a wall most people would have filled with twenty frames.`,
      `The rules: one frame colour, one line for the top edges, and a gap at least as wide as a hand between ` +
        `sheets. Works in ${s.material} need that air to read from across the room.`,
      `The result looks sparse on the first day and exactly right by the second week.`,
    ],
    quote: 'Leave room for the wall to breathe and the work will do the rest.',
  },
  {
    category: 'At Uprise',
    title: 'Behind the Scenes of Our Spring Hang',
    excerpt: 'Our install team on levels, lighting and the hardest wall in the gallery.',
    medium: 'painting',
    materials: ON_CANVAS,
    heading: 'Hanging day',
    body: (s) => [
      `The spring hang took three days, two ladders and a great deal of tape on the floor. The hardest wall ` +
        `went to a large painting by ${s.name}.`,
      `That wall faces the windows, so the team lit the canvas low and warm to keep the glare off its surface ` +
        `of ${s.material}. It was moved four inches to the left, twice.`,
      `If you visit this season, stand by the windows first and let the room unfold from there.`,
    ],
    quote: 'Four inches is the difference between a wall that works and one that argues.',
  },
  {
    category: 'At Uprise',
    title: 'Why We Visit Every Studio',
    excerpt: 'Every artist we represent has hosted us in their studio. Here is what we look for.',
    medium: 'mixed-media',
    heading: 'What a studio tells us',
    body: (s) => [
      `Our last studio visit took us to ${s.location} to see ${s.name}, whose mixed-media work fills every surface ` +
        `of a narrow upstairs room.`,
      `We look for the unfinished things: the offcuts, the abandoned panels, the test pieces in ${s.material}. ` +
        `They tell us more about how ${s.first} thinks than any finished work does.`,
      `Every artist on the site has had a visit like this one before we showed a single piece.`,
    ],
    quote: 'The floor of a studio is the most honest catalogue there is.',
  },
  {
    category: 'At Uprise',
    title: 'Framing, Explained',
    excerpt: 'Float mounts, tray frames and museum glass: what our framers recommend and why.',
    medium: 'photography',
    heading: 'Our framers’ advice',
    body: (s) => [
      `Framing a photograph well is mostly about restraint. We asked our framers how they approach a print ` +
        `by ${s.name}.`,
      `For ${s.aMaterial}, they float the sheet on an archival board, keep a generous margin and use museum ` +
        `glass, which cuts reflections without dulling the blacks.`,
      `Every framed work we sell arrives ready to hang, with the hardware already fitted.`,
    ],
    quote: 'The best frame is the one you stop noticing after a week.',
  },
  {
    category: 'Meet',
    title: 'Meet the Printmaker Working in Twelve Colors',
    excerpt: 'One colour at a time, one impression at a time, and an edition that takes a month.',
    medium: 'print',
    heading: 'In their own words',
    body: (s) => [
      `${s.name} works from a shared print workshop in ${s.location}, where a twelve-colour edition can tie up ` +
        `the press for weeks.`,
      `“Every colour is its own run,” ${s.first} says, laying out ${s.aMaterial} still drying on the rack. ` +
        `“If the registration slips on the ninth colour, the whole sheet goes in the recycling.”`,
      `The result is an edition small enough that ${s.first} knows every impression by sight.`,
    ],
    quote: 'Printmaking teaches you to plan the accident.',
  },
  {
    category: 'Meet',
    title: 'Meet the Painter Chasing Northern Light',
    excerpt: 'Long winters, short days and a palette built from the view out of one window.',
    medium: 'painting',
    heading: 'One window, all year',
    body: (s) => [
      `${s.name} paints from the same window in ${s.location} every morning, whatever the season.`,
      `In winter the light lasts barely four hours, so ${s.first} works fast, in ${s.material}, and lets ` +
        `the evenings go to mixing colours for the next day.`,
      `The paintings that come out of those short days are some of the brightest in the catalog.`,
    ],
    quote: 'Dark months make you greedy for colour.',
  },
  {
    category: 'Meet',
    title: 'Meet the Photographer Who Waits',
    excerpt: 'Seasons of returning to the same shoreline for a single exposure.',
    medium: 'photography',
    heading: 'Patience as a method',
    body: (s) => [
      `${s.name} has photographed the same stretch of shoreline near ${s.location} for six years.`,
      `Most visits end without an exposure. When the tide, the weather and the light finally agree, ${s.first} ` +
        `makes one frame and prints it as ${s.aMaterial}.`,
      `Each edition is small, and each picture marks a morning that will not come again.`,
    ],
    quote: 'The waiting is the work. The shutter is the last second of it.',
  },
  {
    category: 'In Good Company',
    title: 'An Architect on Art for Public Spaces',
    excerpt: 'What changes when a work has to hold its own in a lobby for twenty years.',
    medium: 'installation',
    heading: 'Built to last',
    body: (s) => [
      `An architect we work with chose an installation by ${s.name} for the lobby of a new library.`,
      `Public rooms are hard on art: sunlight, cleaning crews and thousands of passing shoulders. The piece in ` +
        `${s.material} was chosen because ${s.first} planned for all three.`,
      `Two years in, the library reports that visitors arrange to meet beneath it.`,
    ],
    quote: 'In a public building, a work either becomes a landmark or it becomes furniture.',
  },
  {
    category: 'In Good Company',
    title: 'A Designer’s Notes on Scale',
    excerpt: 'An interior designer explains why most people hang art too small and too high.',
    medium: 'print',
    heading: 'Bigger, and lower',
    body: (s) => [
      `An interior designer we admire brought us a rule of thumb and a print by ${s.name} to prove it.`,
      `Above a sofa, a work should span about two thirds of its width, with its centre at eye level, not at ` +
        `the ceiling. A large ${s.material} suddenly made a cramped sitting room feel taller.`,
      `When in doubt, size up, and hang everything a little lower than feels natural.`,
    ],
    quote: 'Scale is the cheapest way to make a room feel expensive.',
  },
  {
    category: 'In Good Company',
    title: 'Collecting Together',
    excerpt: 'A couple on building a collection with two very different tastes.',
    medium: 'sculpture-objects',
    heading: 'Two tastes, one shelf',
    body: (s) => [
      `She likes quiet colour; he likes weight and texture. The first thing they agreed on was a sculpture by ${s.name}.`,
      `Made in ${s.material}, it now stands on the shelf between their two desks, and it has become the test ` +
        `for everything else they buy.`,
      `Their advice to other couples: buy the first piece together, then take turns.`,
    ],
    quote: 'If it can sit between our desks, it can live in our house.',
  },
  {
    category: 'Inside The Studio',
    title: 'Inside the Studio: Clay, Kilns and Patience',
    excerpt: 'A week of making, firing and waiting in a small ceramic studio.',
    medium: 'sculpture-objects',
    materials: ['Glazed stoneware', 'Hand-built porcelain'],
    heading: 'A week at the kiln',
    body: (s) => [
      `Monday starts with clay and ends with a shelf of drying forms in the studio of ${s.name}, in ${s.location}.`,
      `By Thursday the kiln is loaded. Pieces in ${s.material} fire overnight, and ${s.first} will not open the ` +
        `door until it has cooled for a full day.`,
      `Not every form survives the week, and that is part of the work.`,
    ],
    quote: 'The kiln has the last word, and it is rarely the word you expected.',
  },
  {
    category: 'Inside The Studio',
    title: 'Inside the Studio: Paper Everywhere',
    excerpt: 'Flat files, drying racks and the daily routine of a draughtsman.',
    medium: 'drawing',
    heading: 'A day at the table',
    body: (s) => [
      `The studio of ${s.name} in ${s.location} is lined with flat files, and every drawer holds a year of sheets.`,
      `${s.first} starts at the table by eight, working in ${s.material} until the light turns, then spends ` +
        `the afternoon sorting and discarding.`,
      `Only a handful of sheets from each year ever leave the files.`,
    ],
    quote: 'Most days I throw away more than I keep, and that is how it should be.',
  },
  {
    category: 'Inside The Studio',
    title: 'Inside the Studio: Building an Installation',
    excerpt: 'From sketchbook to suspended work: how a site-specific piece comes together.',
    medium: 'installation',
    materials: ['Dyed linen, steel and thread', 'Suspended paper and brass'],
    heading: 'From model to room',
    body: (s) => [
      `Every installation by ${s.name} begins as a small model on a workbench in ${s.location}.`,
      `Once the room is measured, ${s.first} builds the full piece in ${s.material}, in sections light enough ` +
        `for two people to lift and hang in an afternoon.`,
      `The model stays in the studio, a reminder of how small the first idea was.`,
    ],
    quote: 'The room is half the piece; I only make the other half.',
  },
  {
    category: 'Meet',
    title: 'Meet the Collagist Who Keeps Everything',
    excerpt: 'Ticket stubs, seed packets and a drawer full of blue paper.',
    medium: 'mixed-media',
    materials: ['Collage and acrylic on panel', 'Found paper, wax and pigment'],
    heading: 'Nothing is thrown away',
    body: (s) => [
      `${s.name} has not thrown away a ticket stub in fifteen years.`,
      `The drawers of the studio in ${s.location} are sorted by colour, and every collage starts with a drawer ` +
        `pulled out onto the floor. The finished works, in ${s.material}, carry fragments of a decade.`,
      `Look closely at any piece and you will find a date, a place or a name hidden in it.`,
    ],
    quote: 'Everything is material if you keep it long enough.',
  },
]
