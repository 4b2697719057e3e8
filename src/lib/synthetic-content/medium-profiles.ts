import type { MediumSlug } from '@/lib/catalog/taxonomy'

/** A material and how a work in it is made, so a description never pairs walnut with a kiln. */
export type Material = {
  /** As the record stores it and the caption shows it: "Lithograph on Rives BFK". */
  name: string
  /** How the artist makes a work in it, after their name: "{artist} draws each colour on its own stone". */
  process: string
}

type MediumProfile = {
  /** One work in this medium, as a sentence names it: "a painting", "a photograph". */
  work: string
  /** The practice, as a bio names it: "painting", "printmaking". */
  craft: string
  materials: readonly Material[]
  /** Works on paper and canvas can be framed; objects and installations cannot. */
  framable: boolean
  /** Prints and photographs sell in editions. */
  editions: boolean
}

export const MEDIUM_PROFILES: Record<MediumSlug, MediumProfile> = {
  painting: {
    work: 'a painting',
    craft: 'painting',
    materials: [
      { name: 'Oil on linen', process: 'builds the surface in thin, translucent layers of oil over several weeks' },
      { name: 'Acrylic on canvas', process: 'works wet-into-wet in a single long session, before the acrylic sets' },
      { name: 'Oil on panel', process: 'scrapes back and repaints the panel until only the essential forms remain' },
      { name: 'Gouache on paper', process: 'lays down flat, opaque passages of gouache, one colour at a time' },
      {
        name: 'Egg tempera on gesso panel',
        process: 'mixes each batch of tempera by hand and works in fine, hatched strokes',
      },
      {
        name: 'Oil and cold wax on canvas',
        process: 'builds up oil and cold wax with a palette knife, scraping back between layers',
      },
    ],
    framable: true,
    editions: false,
  },
  drawing: {
    work: 'a drawing',
    craft: 'drawing',
    materials: [
      {
        name: 'Charcoal on paper',
        process: 'works from life in short, observant sittings, rubbing back the charcoal as often as adding it',
      },
      { name: 'Graphite on Arches paper', process: 'layers graphite until the paper takes on a metallic sheen' },
      {
        name: 'Ink and wash on paper',
        process: 'draws with a reed pen cut by hand, then floats washes of diluted ink across the sheet',
      },
      {
        name: 'Pastel on sanded paper',
        process: 'presses pastel into the tooth of the paper in dozens of thin, layered passes',
      },
      {
        name: 'Colored pencil on paper',
        process: 'builds colour slowly with sharpened pencils, hundreds of strokes to the square inch',
      },
    ],
    framable: true,
    editions: false,
  },
  'sculpture-objects': {
    work: 'a sculpture',
    craft: 'sculpture',
    materials: [
      {
        name: 'Glazed stoneware',
        process: 'hand-builds each form from coils and fires it three times to reach its layered glaze',
      },
      { name: 'Cast bronze', process: 'models the form in wax and finishes every casting by hand at the foundry' },
      { name: 'Carved walnut', process: 'carves directly, letting the grain decide the final shape' },
      {
        name: 'Hand-built porcelain',
        process: 'pinches and joins thin slabs of porcelain until the walls hold the light',
      },
      { name: 'Blown glass', process: 'shapes each piece at the furnace with a small team, in one continuous session' },
      { name: 'Patinated steel', process: 'cuts and welds the steel, then lets weather and acid build the patina' },
    ],
    framable: false,
    editions: false,
  },
  print: {
    work: 'a print',
    craft: 'printmaking',
    materials: [
      {
        name: 'Screenprint on Somerset paper',
        process: 'cuts a separate stencil for each colour and pulls every impression by hand',
      },
      {
        name: 'Etching with aquatint',
        process: 'bites the copper plate in stages and inks it afresh for every impression',
      },
      {
        name: 'Woodcut on Japanese paper',
        process: 'cuts a separate block for each colour and burnishes every sheet by hand',
      },
      {
        name: 'Risograph on recycled stock',
        process: 'separates the image into spot colours and runs the sheets through the press one colour at a time',
      },
      {
        name: 'Lithograph on Rives BFK',
        process: 'draws each colour on its own stone and proofs the edition over a month of small adjustments',
      },
    ],
    framable: true,
    editions: true,
  },
  photography: {
    work: 'a photograph',
    craft: 'photography',
    materials: [
      {
        name: 'Archival pigment print',
        process: 'waits for the same hour of light over several seasons before making an exposure',
      },
      { name: 'Silver gelatin print', process: 'shoots on medium-format film and prints each sheet in the darkroom' },
      { name: 'Chromogenic print', process: 'works with a large-format colour negative and long exposures' },
      {
        name: 'Platinum-palladium print',
        process: 'contact-prints large negatives by hand-coating every sheet with platinum and palladium',
      },
    ],
    framable: true,
    editions: true,
  },
  installation: {
    work: 'an installation',
    craft: 'installation',
    materials: [
      {
        name: 'Dyed linen, steel and thread',
        process: 'dyes the linen in the studio and stretches it over a light steel frame',
      },
      {
        name: 'Suspended paper and brass',
        process: 'folds each paper element by hand and hangs it from fine brass rods',
      },
      {
        name: 'Neon, plywood and paint',
        process: 'designs each piece for the wall it will live on, with the neon bent to a full-size template',
      },
      {
        name: 'Reclaimed timber and rope',
        process: 'assembles the work in modules of reclaimed timber that ship flat',
      },
      {
        name: 'Ceramic tiles on aluminium',
        process: 'glazes every tile and sets them on aluminium panels that follow the architecture of a room',
      },
    ],
    framable: false,
    editions: false,
  },
  'mixed-media': {
    work: 'a mixed-media work',
    craft: 'mixed media',
    materials: [
      {
        name: 'Collage and acrylic on panel',
        process: 'collects the paper on long walks before a single mark is made',
      },
      { name: 'Textile, thread and paint on canvas', process: 'stitches, paints and sands the surface in turns' },
      {
        name: 'Found paper, wax and pigment',
        process: 'seals layers of found paper and pigment under thin coats of warm wax',
      },
      {
        name: 'Encaustic and photo transfer on wood',
        process: 'transfers archival images onto wood and buries them under layers of encaustic',
      },
    ],
    framable: true,
    editions: false,
  },
}

/** A material name inside a sentence: "lithograph on Rives BFK", keeping its proper nouns' capitals. */
export const inSentence = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1)
