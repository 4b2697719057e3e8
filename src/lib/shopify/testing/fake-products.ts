import type { FakeProduct } from './catalog'

const cursorOf = (index: number) => Buffer.from(`product:${index}`).toString('base64url')

function indexOfCursor(cursor: string): number {
  const match = /^product:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString())
  if (!match) throw new Error(`Invalid cursor: ${cursor}`)
  return Number(match[1])
}

/** A product in the API's shape: connections with edges, a Decimal price, image URLs the fake serves. */
function apiProduct(product: FakeProduct, position: number, imagesUrl: string) {
  return {
    id: `gid://shopify/Product/${1000 + position}`,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    productType: product.productType,
    description: product.description ?? '',
    tags: product.tags,
    publishedAt: new Date(Date.UTC(2025, 0, 1 + position)).toISOString(),
    images: {
      edges: product.images.map((image, index) => ({
        node: {
          url: `${imagesUrl}/${product.handle}-${index}.png`,
          altText: image.altText ?? null,
          width: image.width,
          height: image.height,
        },
      })),
    },
    variants: {
      edges: product.variants.map((variant, index) => ({
        node: {
          id: `gid://shopify/ProductVariant/${(1000 + position) * 100 + index}`,
          title: variant.title,
          availableForSale: variant.availableForSale ?? (variant.quantityAvailable ?? 1) > 0,
          quantityAvailable: variant.quantityAvailable,
          priceV2: { amount: variant.price, currencyCode: 'USD' },
        },
      })),
    },
  }
}

/** `products(first, after)` over the catalog in its order, with opaque cursors as Shopify's are. */
export function productsResolver(catalog: readonly FakeProduct[], imagesUrl: string) {
  return ({ first, after }: { first?: number | null; after?: string | null }) => {
    if (!first || first < 1 || first > 250) throw new Error('first must be between 1 and 250')
    const start = after ? indexOfCursor(after) + 1 : 0
    const slice = catalog.slice(start, start + first)
    const edges = slice.map((product, i) => ({
      cursor: cursorOf(start + i),
      node: apiProduct(product, start + i, imagesUrl),
    }))
    return {
      edges,
      pageInfo: {
        hasNextPage: start + first < catalog.length,
        hasPreviousPage: start > 0,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
    }
  }
}
