import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { z } from 'zod'
import type { Orientation, SizeBucket } from '../src/lib/catalog/taxonomy'
import type { ArtworkRecord } from '../src/lib/gallery-search/records'
import type { SearchRecord } from '../src/lib/search/types'

const artworkLine = z.object({
  uid: z.string(),
  title: z.string(),
  artist_uids: z.array(z.string()),
  artist_names: z.array(z.string()),
  date: z.string().nullable(),
  medium_text: z.string(),
  category: z.string(),
  height_cm: z.number(),
  width_cm: z.number(),
  image_url: z.string().nullable(),
})
type ArtworkLine = z.infer<typeof artworkLine>

const artistLine = z.object({
  uid: z.string(),
  display_name: z.string(),
  nationality: z.string().nullable(),
  birth_place: z.string().nullable(),
})

export function findDataDir(): string | undefined {
  const candidates = ['/work/shared/data', path.resolve(process.cwd(), '../shared/data')]
  return candidates.find((dir) => existsSync(path.join(dir, 'artworks.jsonl.gz')))
}

function readJsonl<T>(file: string, schema: z.ZodType<T>): T[] {
  const text = gunzipSync(readFileSync(file)).toString('utf8')
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => schema.parse(JSON.parse(line)))
}

const PRODUCT_TYPES: Record<string, string> = {
  Painting: 'Painting',
  Drawing: 'Drawing',
  Architecture: 'Drawing',
  Print: 'Print',
  Photograph: 'Photography',
  Sculpture: 'Sculpture & Objects',
  'Decorative Arts': 'Sculpture & Objects',
  Installation: 'Installation',
  Media: 'Installation',
}

/** FNV-1a: a stable pseudo-random source per artwork, so every run builds the same catalog. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

function orientation(widthIn: number, heightIn: number): Orientation {
  if (Math.abs(widthIn - heightIn) <= 0.05 * Math.max(widthIn, heightIn)) return 'Square'
  return widthIn > heightIn ? 'Horizontal' : 'Vertical'
}

function sizeBucket(widthIn: number, heightIn: number): SizeBucket {
  const short = Math.min(widthIn, heightIn)
  const long = Math.max(widthIn, heightIn)
  if (short <= 11 && long <= 14) return 'Small'
  if (short <= 24 && long <= 30) return 'Medium'
  if (short <= 40 && long <= 60) return 'Large'
  return 'Extra-Large'
}

function toHit(line: ArtworkLine, id: number, vendorOf: Map<string, string>): ArtworkRecord {
  const h = hash(line.uid)
  const widthIn = line.width_cm / 2.54
  const heightIn = line.height_cm / 2.54
  const price = 100 + (h % 100) * 50
  const inventory = (h >>> 12) % 10 === 0 ? 0 : 1 + ((h >>> 16) % 3)
  const firstArtist = line.artist_uids[0]
  return {
    objectID: String(id),
    id,
    handle: `${line.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 60)}-${id}`,
    title: line.title,
    vendor: (firstArtist && vendorOf.get(firstArtist)) ?? line.artist_names[0] ?? 'Unknown',
    product_type: PRODUCT_TYPES[line.category] ?? 'Mixed Media',
    product_image: line.image_url,
    price,
    named_tags: {
      algolia_availability: inventory === 0 ? 'Sold Out' : (h >>> 20) % 15 === 0 ? 'On Hold' : 'Available',
      ...((h >>> 24) % 7 === 0 ? { algolia_at_the_loft: 'Ready for Pick-up' as const } : {}),
      algolia_orientation: orientation(widthIn, heightIn),
      algolia_size: sizeBucket(widthIn, heightIn),
    },
    variants_inventory_count: inventory,
    variants_min_price: price,
    variants_max_price: (h >>> 8) % 3 === 0 ? price + ((h >>> 10) % 20) * 50 : price,
    meta: { artwork: { data: JSON.stringify({ priceUponRequest: (h >>> 28) % 16 === 0 }) } },
    featured: (h >>> 4) % 50 === 0,
    published_at: 1_420_070_400 + (h % 315_360_000),
    body_html_safe: [line.medium_text, line.date].filter(Boolean).join('. '),
  }
}

export type Dataset = { artworks: ArtworkRecord[]; artists: SearchRecord[] }

export function loadDataset(dir: string): Dataset {
  const artistLines = readJsonl(path.join(dir, 'artists.jsonl.gz'), artistLine)
  const vendorOf = new Map(artistLines.map((artist) => [artist.uid, artist.display_name]))
  const artworks = readJsonl(path.join(dir, 'artworks.jsonl.gz'), artworkLine).map((line, i) =>
    toHit(line, i + 1, vendorOf),
  )
  const artists = artistLines.map((artist) => ({
    objectID: artist.uid,
    name: artist.display_name,
    location: artist.birth_place ?? artist.nationality,
  }))
  return { artworks, artists }
}
