import type { MediumSlug } from '@/lib/catalog/taxonomy'

type MediumProfile = {
  materials: readonly string[]
  /** Works on paper and canvas can be framed; objects and installations cannot. */
  framable: boolean
  /** Prints and photographs sell in editions. */
  editions: boolean
  /** How the work is made, for the description: "{artist} builds…" */
  practice: readonly string[]
}

export const MEDIUM_PROFILES: Record<MediumSlug, MediumProfile> = {
  painting: {
    materials: [
      'Oil on linen',
      'Acrylic on canvas',
      'Oil on panel',
      'Gouache on paper',
      'Egg tempera on gesso panel',
      'Oil and cold wax on canvas',
    ],
    framable: true,
    editions: false,
    practice: [
      'builds the surface in thin, translucent layers over several weeks',
      'paints wet-into-wet in a single long session',
      'scrapes back and repaints until only the essential forms remain',
    ],
  },
  drawing: {
    materials: [
      'Charcoal on paper',
      'Graphite on Arches paper',
      'Ink and wash on paper',
      'Pastel on sanded paper',
      'Colored pencil on paper',
    ],
    framable: true,
    editions: false,
    practice: [
      'works from life in short, observant sittings',
      'layers graphite until the paper takes on a metallic sheen',
      'draws with a reed pen cut by hand',
    ],
  },
  'sculpture-objects': {
    materials: [
      'Glazed stoneware',
      'Cast bronze',
      'Carved walnut',
      'Hand-built porcelain',
      'Blown glass',
      'Patinated steel',
    ],
    framable: false,
    editions: false,
    practice: [
      'hand-builds each form from coils over many days',
      'carves directly, letting the grain decide the final shape',
      'fires the piece three times to reach its layered glaze',
    ],
  },
  print: {
    materials: [
      'Screenprint on Somerset paper',
      'Etching with aquatint',
      'Woodcut on Japanese paper',
      'Risograph on recycled stock',
      'Lithograph on Rives BFK',
    ],
    framable: true,
    editions: true,
    practice: [
      'pulls every impression by hand in the studio',
      'cuts a separate block for each of the colors',
      'proofs the edition over a month of small adjustments',
    ],
  },
  photography: {
    materials: ['Archival pigment print', 'Silver gelatin print', 'Chromogenic print', 'Platinum-palladium print'],
    framable: true,
    editions: true,
    practice: [
      'shoots on medium-format film and prints in a small edition',
      'waits for the same hour of light over several seasons',
      'works with a large-format camera and long exposures',
    ],
  },
  installation: {
    materials: [
      'Dyed linen, steel and thread',
      'Suspended paper and brass',
      'Neon, plywood and paint',
      'Reclaimed timber and rope',
      'Ceramic tiles on aluminium',
    ],
    framable: false,
    editions: false,
    practice: [
      'designs each piece for the wall it will live on',
      'assembles the work in modules that ship flat',
      'works with the architecture of a room rather than against it',
    ],
  },
  'mixed-media': {
    materials: [
      'Collage and acrylic on panel',
      'Textile, thread and paint on canvas',
      'Found paper, wax and pigment',
      'Encaustic and photo transfer on wood',
    ],
    framable: true,
    editions: false,
    practice: [
      'collects the materials on long walks before a single mark is made',
      'stitches, paints and sands the surface in turns',
      'combines archival photographs with layers of wax',
    ],
  },
}
