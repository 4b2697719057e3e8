import { z } from 'zod'
import type { StorefrontClient } from './client'

/** Storefront API 2022-04 field names (`priceV2`, `Image.url`); `sortKey: ID` keeps pages stable between runs. */
export const PRODUCTS_QUERY = /* GraphQL */ `
  query ImportProducts($first: Int!, $after: String) {
    products(first: $first, after: $after, sortKey: ID) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          handle
          title
          vendor
          productType
          description
          tags
          publishedAt
          images(first: 10) {
            edges {
              node {
                url
                altText
                width
                height
              }
            }
          }
          variants(first: 50) {
            edges {
              node {
                id
                title
                availableForSale
                quantityAvailable
                priceV2 {
                  amount
                  currencyCode
                }
              }
            }
          }
        }
      }
    }
  }
`

/** A page keeps its products unparsed: each is checked on its own, so one odd product never costs its page. */
const productsPageSchema = z.object({
  products: z.object({
    pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
    edges: z.array(z.object({ node: z.unknown() })),
  }),
})

type ProductsPage = z.infer<typeof productsPageSchema>

const edgesOf = <T extends z.ZodType>(node: T) => z.object({ edges: z.array(z.object({ node })) })
const text = z.string().trim().min(1)

export const storefrontProductSchema = z.object({
  id: text,
  // The artworks' slug field keeps 96 slug characters; a handle it would change could not keep its URL.
  handle: text.max(96).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a handle of lower-case letters, digits and dashes'),
  title: text.max(255),
  vendor: text.max(255),
  productType: z.string().max(255),
  description: z.string().max(20_000),
  tags: z.array(z.string().max(255)).max(250),
  publishedAt: z.iso.datetime({ offset: true }),
  images: edgesOf(
    z.object({
      url: z.url({ protocol: /^https?$/ }),
      altText: z.string().max(512).nullable(),
      width: z.number().int().positive().nullable(),
      height: z.number().int().positive().nullable(),
    }),
  ),
  variants: edgesOf(
    z.object({
      id: text,
      title: text.max(255),
      availableForSale: z.boolean(),
      quantityAvailable: z.number().int().nullable(),
      priceV2: z.object({ amount: z.string().regex(/^\d+(\.\d+)?$/), currencyCode: z.string() }),
    }),
  ).refine((variants) => variants.edges.length > 0, 'no variants'),
})
export type StorefrontProduct = z.infer<typeof storefrontProductSchema>

/** Where a product was found, for messages: `page 3, product 7`. */
type ProductOnPage = { page: number; index: number; node: unknown }

/** Every product of the store, page by page in a stable order, unparsed (see `storefrontProductSchema`). */
export async function* storefrontProducts(client: StorefrontClient, pageSize = 50): AsyncGenerator<ProductOnPage> {
  let after: string | null = null
  for (let page = 1; ; page++) {
    const { products }: ProductsPage = await client.query(
      PRODUCTS_QUERY,
      { first: pageSize, after },
      productsPageSchema,
    )
    for (const [index, edge] of products.edges.entries()) yield { page, index: index + 1, node: edge.node }
    if (!products.pageInfo.hasNextPage || !products.pageInfo.endCursor) return
    after = products.pageInfo.endCursor
  }
}
