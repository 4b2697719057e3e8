import type { Where } from 'payload'
import { cache } from 'react'
import { artworkCardFromDoc, type ArtworkCardData } from '@/lib/catalog/artwork-card'
import type { ArtworksSelect } from '@/payload-types'
import { ARTWORK_CARD_FIELDS, CARD_POPULATE } from './card-fields'
import { findOne, listPublished, type Selected } from './queries'

/** Published artworks as cards, for listings rendered on the server. */
export async function listArtworkCards(where?: Where, sort = '-featured', limit = 12): Promise<ArtworkCardData[]> {
  const docs = await listPublished('artworks', {
    where,
    sort,
    limit,
    select: ARTWORK_CARD_FIELDS,
    populate: CARD_POPULATE,
  })
  return docs.map(artworkCardFromDoc)
}

const PRODUCT_FIELDS = {
  ...ARTWORK_CARD_FIELDS,
  description: true,
  materials: true,
  dimensions: true,
  orientation: true,
  sizeBucket: true,
  readyForPickup: true,
  variants: { id: true, title: true, price: true, inventory: true },
  inventory: true,
} as const satisfies ArtworksSelect

export type ProductDoc = Selected<'artworks', typeof PRODUCT_FIELDS>

/** The artwork a product page shows, read once per request for the page and its metadata. */
export const findProduct = cache((handle: string): Promise<ProductDoc | null> =>
  findOne('artworks', { handle: { equals: handle } }, { select: PRODUCT_FIELDS, populate: CARD_POPULATE }),
)
