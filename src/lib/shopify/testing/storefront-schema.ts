import { buildSchema } from 'graphql'

/**
 * The part of Shopify's Storefront API 2022-04 schema the import reads, with its real type and field names:
 * the fake validates every query against it, so a field that 2022-04 lacks fails here as it would there.
 */
export const storefrontSchema = buildSchema(/* GraphQL */ `
  schema {
    query: QueryRoot
  }
  scalar DateTime
  scalar URL
  scalar Decimal
  enum ProductSortKeys {
    TITLE
    PRODUCT_TYPE
    VENDOR
    UPDATED_AT
    CREATED_AT
    BEST_SELLING
    PRICE
    ID
    RELEVANCE
  }
  enum CurrencyCode {
    USD
    EUR
    GBP
  }
  type QueryRoot {
    products(
      first: Int
      after: String
      last: Int
      before: String
      reverse: Boolean
      sortKey: ProductSortKeys
      query: String
    ): ProductConnection!
  }
  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }
  type ProductConnection {
    edges: [ProductEdge!]!
    pageInfo: PageInfo!
  }
  type ProductEdge {
    cursor: String!
    node: Product!
  }
  type Product {
    id: ID!
    handle: String!
    title: String!
    vendor: String!
    productType: String!
    description(truncateAt: Int): String!
    tags: [String!]!
    publishedAt: DateTime!
    images(first: Int, after: String): ImageConnection!
    variants(first: Int, after: String): ProductVariantConnection!
  }
  type ImageConnection {
    edges: [ImageEdge!]!
  }
  type ImageEdge {
    node: Image!
  }
  type Image {
    url: URL!
    altText: String
    width: Int
    height: Int
  }
  type ProductVariantConnection {
    edges: [ProductVariantEdge!]!
  }
  type ProductVariantEdge {
    node: ProductVariant!
  }
  type ProductVariant {
    id: ID!
    title: String!
    availableForSale: Boolean!
    quantityAvailable: Int
    priceV2: MoneyV2!
  }
  type MoneyV2 {
    amount: Decimal!
    currencyCode: CurrencyCode!
  }
`)
