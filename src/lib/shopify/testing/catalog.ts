/** A product as the fake store holds it; the fake turns it into the API's shape with image URLs of its own. */
export type FakeProduct = {
  handle: string
  title: string
  vendor: string
  productType: string
  description?: string
  tags: string[]
  images: { width: number; height: number; altText?: string | null }[]
  variants: { title: string; price: string; quantityAvailable: number | null; availableForSale?: boolean }[]
}

const one = (price: string, quantityAvailable: number | null = 1) => [{ title: 'Original', price, quantityAvailable }]

/** Seven products the import takes, each exercising a mapping rule, and two it must refuse. */
export const FAKE_CATALOG: readonly FakeProduct[] = [
  {
    handle: 'harbour-at-dusk',
    title: 'Harbour at Dusk',
    vendor: 'Mara Holm',
    productType: 'Painting',
    description: 'Oil on linen.\n\nSigned on the reverse.',
    tags: ['algolia_availability:Available', 'algolia_orientation:Horizontal', 'algolia_size:Medium', 'coastal'],
    images: [
      { width: 300, height: 240, altText: 'A harbour at dusk, in oil' },
      { width: 300, height: 240 },
    ],
    variants: [
      { title: 'Unframed', price: '1200.00', quantityAvailable: 1 },
      { title: 'Framed', price: '1450.00', quantityAvailable: 1 },
    ],
  },
  {
    handle: 'quiet-study-no-4',
    title: 'Quiet Study No. 4',
    vendor: 'Mara Holm',
    productType: 'Drawing',
    tags: ['algolia_availability:On Hold', 'algolia_size:Small'],
    images: [{ width: 200, height: 250 }],
    variants: one('450.0'),
  },
  {
    handle: 'salt-flats-edition',
    title: 'Salt Flats (Edition of 10)',
    vendor: 'Ines Okafor',
    productType: 'Photography',
    tags: ['algolia_size:Large', 'algolia_at_the_loft:Ready for Pick-up', 'algolia_orientation:Horizontal'],
    images: [
      { width: 320, height: 200 },
      { width: 320, height: 200 },
      { width: 200, height: 320 },
    ],
    variants: [
      { title: '20 x 30 in', price: '800.00', quantityAvailable: 3 },
      { title: '40 x 60 in', price: '1900.00', quantityAvailable: 2 },
    ],
  },
  {
    handle: 'sold-by-stock',
    title: 'Sold by Stock',
    vendor: 'Ines Okafor',
    productType: 'Print',
    tags: [],
    images: [
      { width: 240, height: 240 },
      { width: 240, height: 240 },
    ],
    variants: [{ title: 'Original', price: '300.00', quantityAvailable: 0, availableForSale: false }],
  },
  {
    handle: 'commission-a-portrait',
    title: 'Commission a Portrait',
    vendor: 'Studio Alder & Co',
    productType: 'Custom Commission',
    tags: [],
    images: [],
    variants: one('0.00', null),
  },
  {
    handle: 'blue-vessel',
    title: 'Blue Vessel',
    vendor: 'Studio Alder & Co',
    productType: 'Sculpture & Objects',
    tags: ['algolia_availability:Sold Out', 'algolia_orientation:Square', 'algolia_size:Small'],
    images: [
      { width: 200, height: 200 },
      { width: 200, height: 200 },
    ],
    variants: one('650.00', 0),
  },
  {
    handle: 'paper-tide',
    title: 'Paper Tide',
    vendor: 'Studio Alder & Co',
    productType: 'Collage',
    tags: ['ALGOLIA_SIZE:Extra-Large', 'algolia_orientation:Vertical'],
    images: [
      { width: 200, height: 300 },
      { width: 200, height: 300 },
    ],
    variants: one('5200.00', 1),
  },
  {
    handle: 'no-variants-yet',
    title: 'No Variants Yet',
    vendor: 'Mara Holm',
    productType: 'Painting',
    tags: [],
    images: [{ width: 200, height: 200 }],
    variants: [],
  },
  {
    handle: 'Bad Handle',
    title: 'Bad Handle',
    vendor: 'Mara Holm',
    productType: 'Painting',
    tags: [],
    images: [{ width: 200, height: 200 }],
    variants: one('100.00'),
  },
]

/** How many of FAKE_CATALOG the import takes. */
export const FAKE_CATALOG_VALID = 7
