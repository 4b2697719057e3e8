import { stockedOptions } from '@/lib/catalog/units-of-work'
import { CUSTOM_COMMISSION, MEDIUMS, type Availability, type MediumSlug } from '@/lib/catalog/taxonomy'
import { orientationOf, sizeBucketOf } from '@/lib/catalog/dimensions'
import { mediumFor } from '@/lib/import/mediums'
import { variantId, type ArtworkFields, type PoolSlot } from '@/lib/import/plan-artwork'
import type { ArtistByName } from '@/lib/import/write-artists'
import { paragraphs } from '@/lib/synthetic-content/lexical'
import { slugify } from '@/lib/text/slugify'
import type { StorefrontProduct } from '../products'
import { dimensionsOf } from './dimensions'
import { namedTags } from './named-tags'

/** A product's picture to download: where it is and what it shows. */
export type ProductImage = { url: string; alt: string }

/** The artwork's fields, its artist (the vendor), its pictures, and the placeholder pair if it has none. */
export type ProductDraft = { fields: ArtworkFields; by: ArtistByName; images: ProductImage[]; placeholder: PoolSlot }

/** Products are keyed by handle: the same handle is the same work on every run. */
export const productUid = (handle: string) => `shopify:${handle}`
const vendorUid = (vendor: string) => `shopify-vendor:${slugify(vendor) || 'unknown'}`

/** The shop's own product types first, then the catalog import's table (Photograph, Sculpture…), then mixed media. */
export function mediumOfProductType(productType: string): MediumSlug {
  const type = productType.trim().toLowerCase()
  const own = MEDIUMS.find((medium) =>
    [medium.productType, medium.menuLabel, medium.slug].some((name) => name.toLowerCase() === type),
  )
  return own?.slug ?? mediumFor(productType.trim(), '')
}

/** Shopify reports negative stock when overselling is allowed; the shop never holds fewer than none. */
function variantsOf(uid: string, product: StorefrontProduct) {
  return product.variants.edges.map(({ node }, index) => ({
    id: variantId(uid, index),
    title: node.title,
    price: Math.min(1_000_000, Number(node.priceV2.amount)),
    inventory: Math.max(0, node.quantityAvailable ?? (node.availableForSale ? 1 : 0)),
  }))
}

/** The description as plain paragraphs: the store's HTML is never copied (user text is not rendered as HTML). */
const descriptionOf = (text: string) => {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
  return blocks.length ? paragraphs(...blocks) : null
}

/** One Storefront product as an artwork: what the store says, and the named tags for what the shop needs. */
export function planProduct(product: StorefrontProduct): ProductDraft {
  const uid = productUid(product.handle)
  const tags = namedTags(product.tags)
  const images = product.images.edges.map(({ node }) => node)
  const dimensions = dimensionsOf(product.description, tags, images[0])
  const stocked = stockedOptions(variantsOf(uid, product))
  const availability: Availability = tags.availability ?? (stocked.inventory === 0 ? 'Sold Out' : 'Available')
  const medium = mediumOfProductType(product.productType)
  const orientation = orientationOf(dimensions.width, dimensions.height)
  const fields: ArtworkFields = {
    sourceUid: uid,
    title: product.title,
    handle: product.handle,
    medium,
    customCommission: product.productType.toLowerCase().includes(CUSTOM_COMMISSION.toLowerCase()),
    materials: null,
    year: null,
    description: descriptionOf(product.description),
    ...stocked,
    availability,
    priceUponRequest: false,
    readyForPickup: tags.atTheLoft && availability !== 'Sold Out',
    dimensions,
    orientation,
    sizeBucket: sizeBucketOf(dimensions.width, dimensions.height),
    featured: false,
    publishedAt: product.publishedAt,
    _status: 'published',
  }
  return {
    fields,
    by: { uid: vendorUid(product.vendor), name: product.vendor },
    images: images.map((image) => ({
      url: image.url,
      alt: image.altText?.trim() || `${product.title} by ${product.vendor}`,
    })),
    placeholder: { medium, orientation, variant: 0 },
  }
}
