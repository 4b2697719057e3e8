import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import type { Payload } from 'payload'
import type { Artwork } from '@/payload-types'

export async function uploadTestImage(payload: Payload, alt: string) {
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c2410c' } })
    .webp()
    .toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/webp', name: `${alt.replace(/\W+/g, '-')}.webp`, size: data.length },
  })
}

export async function createTestArtist(
  payload: Payload,
  firstName: string,
  lastName: string,
  details: { location?: string } = {},
): Promise<number> {
  const portrait = await uploadTestImage(payload, `${firstName} ${lastName}`)
  const artist = await payload.create({
    collection: 'artists',
    data: {
      firstName,
      lastName,
      ...details,
      slug: `${firstName}-${lastName}`.toLowerCase(),
      joinedAt: new Date().toISOString(),
      featuredImage: portrait.id,
      _status: 'published',
    },
  })
  return artist.id
}

type ArtworkSpec = {
  title: string
  artist?: number
  medium: Artwork['medium']
  prices: number[]
  status?: 'draft' | 'published'
  availability?: Artwork['availability']
  dimensions?: { width: number; height: number }
  /** Units in stock; 1, an original, when not given. */
  inventory?: number
  /** Each option's own units, by the index of its price (an edition's artist proof); none when not given. */
  optionUnits?: (number | null)[]
}

let defaultArtist: number | undefined

export async function createTestArtwork(payload: Payload, spec: ArtworkSpec): Promise<Artwork> {
  // Test files share one PostgreSQL database in a run: each process's default artist has a slug of its own.
  const artist =
    spec.artist ??
    (defaultArtist ??= await createTestArtist(payload, 'Test', `Artist-${randomBytes(3).toString('hex')}`))
  const [front, hover] = await Promise.all([
    uploadTestImage(payload, `${spec.title} front`),
    uploadTestImage(payload, `${spec.title} room`),
  ])
  const status = spec.status ?? 'published'
  return payload.create({
    collection: 'artworks',
    draft: status === 'draft',
    data: {
      title: spec.title,
      handle: '',
      artist,
      medium: spec.medium,
      images: [front.id, hover.id],
      variants: spec.prices.map((price, index) => ({
        title: index === 0 ? 'Unframed' : `Option ${index + 1}`,
        price,
        inventory: spec.optionUnits?.[index] ?? null,
      })),
      inventory: spec.inventory ?? 1,
      availability: spec.availability ?? 'Available',
      dimensions: spec.dimensions ?? { width: 20, height: 24 },
      _status: status,
    },
  })
}
