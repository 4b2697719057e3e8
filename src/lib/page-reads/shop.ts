import { findProduct, listArtworkCards, type ProductDoc } from '@/lib/cms/artworks'
import { env } from '@/lib/env'
import { shopTerms } from '@/lib/shop/shop-terms'

const MORE_WORKS_LIMIT = 6

/** The populated artist of a work: its id for the other works, its slug for the link. */
const artistOf = (artwork: ProductDoc) =>
  artwork.artist && typeof artwork.artist === 'object' ? artwork.artist : undefined

/**
 * Up to six other published works by the same artist, featured first. Read through the CMS list query, which
 * tags the page with the artworks list, so a work published, sold or withdrawn refreshes the cached page.
 */
const moreWorksByArtist = (artistId: number, artworkId: number) =>
  listArtworkCards(
    { and: [{ artist: { equals: artistId } }, { id: { not_equals: artworkId } }] },
    '-featured',
    MORE_WORKS_LIMIT,
  )

/** An artwork's product page: the work, the shop's shipping and returns terms, and more works by its artist. */
async function product(handle: string) {
  const [artwork, terms] = await Promise.all([findProduct(handle), shopTerms()])
  if (!artwork) return null
  const artist = artistOf(artwork)
  const moreWorks = artist ? await moreWorksByArtist(artist.id, artwork.id) : []
  return { artwork, terms, moreWorks }
}

/** How checkout takes payment, as configured (both Stripe keys: by card), and what shipping costs. */
async function checkoutTerms() {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY } = env()
  const payment: 'card' | 'request' = STRIPE_SECRET_KEY && STRIPE_PUBLISHABLE_KEY ? 'card' : 'request'
  return { payment, shipping: (await shopTerms()).shipping }
}

/** What the shop's and the customer's pages read: products, gift card, cart, checkout, account, saved. */
export const shopReads = { product, checkoutTerms }
