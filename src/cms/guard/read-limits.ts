import { APIError, type CollectionBeforeOperationHook, type CollectionConfig, type FlattenedField } from 'payload'
import { isStaff } from '../access/roles'
import { pathResolver } from './entity'
import { publicSortProblem, publicWhereProblem } from './public-read-shape'
import { MAX_LIMIT, MAX_PAGE } from './query'
import { whereProblem } from './where'

/**
 * What a visitor or customer may read in one REST or GraphQL request. Payload spends about a millisecond of CPU
 * on each document it reads and as much on each related one it brings: on the 77k-work catalogue 100 artworks
 * took 80–140 ms at depth 0 and 130–190 ms at depth 1, 40 at depth 0 some 60–80 ms, and 20 at depth 1, each with
 * its artist and every one of its images, 50–110 ms (5: 30–50 ms); on the demo gallery 20 collections at depth 1,
 * each listing its works, took 150 ms. So a visitor's read is at depth 0 unless it asks for 1 (never Payload's
 * default of 2), and brings at most 40 documents at depth 0, 20 with their related documents, 5 when each lists
 * other documents (a collection's or exhibition's works, an artwork's images). GraphQL resolves whatever
 * relations a query selects, so its lists are bounded as depth 1. A page of the shop lists 12. Staff (editors and
 * admins) work through the admin, which asks for more.
 */
export const PUBLIC_MAX_LIMIT = 40
export const PUBLIC_MAX_LIMIT_WITH_RELATIONS = 20
export const PUBLIC_MAX_LIMIT_WITH_LISTED_RELATIONS = 5
export const PUBLIC_MAX_DEPTH = 1
export const PUBLIC_DEFAULT_DEPTH = 0
const PAYLOAD_DEFAULT_LIMIT = 10

type ReadArgs = {
  limit?: number
  page?: number
  depth?: number
  pagination?: boolean
  currentDepth?: number
  where?: unknown
  sort?: unknown
}

const inRange = (value: number | undefined, min: number, max: number) =>
  value === undefined || (Number.isInteger(value) && value >= min && value <= max)

/** Whether the collection's documents each list other documents, which a read with relations brings all of. */
const listsRelations = (fields: readonly FlattenedField[]) =>
  fields.some((field) => (field.type === 'relationship' || field.type === 'upload') && field.hasMany === true)

function publicLimit(fields: readonly FlattenedField[], withRelations: boolean): number {
  if (!withRelations) return PUBLIC_MAX_LIMIT
  return listsRelations(fields) ? PUBLIC_MAX_LIMIT_WITH_LISTED_RELATIONS : PUBLIC_MAX_LIMIT_WITH_RELATIONS
}

const refuse = (message: string) => new APIError(message, 400, undefined, true)

/**
 * Checks reads that come in over REST or GraphQL: page, limit and depth in range and `where` values of the
 * fields' types for everyone (GraphQL's arguments reach here unchecked), and the public bounds for anyone but
 * staff. The app's own reads (Local API) and the nested reads Payload makes to populate relationships (which
 * carry a currentDepth) are not the caller's requests and are left alone.
 */
const boundPublicReads: CollectionBeforeOperationHook = ({ args, operation, req, overrideAccess, collection }) => {
  if (operation !== 'read' && operation !== 'readDistinct') return args
  const read = args as ReadArgs
  if (req.payloadAPI === 'local' || overrideAccess || read.currentDepth) return args
  if (!inRange(read.page, 1, MAX_PAGE)) throw refuse(`page must be a whole number from 1 to ${MAX_PAGE}`)
  if (!inRange(read.limit, 0, MAX_LIMIT)) throw refuse(`limit must be a whole number from 0 to ${MAX_LIMIT}`)
  if (!inRange(read.depth, 0, req.payload.config.maxDepth))
    throw refuse(`depth must be from 0 to ${req.payload.config.maxDepth}`)
  if (read.where !== undefined) {
    const idType = req.payload.collections[collection.slug]?.customIDType ?? req.payload.db.defaultIDType
    const target = { fields: collection.flattenedFields, idType, hasVersions: false, endpointPath: '/', params: {} }
    const problem = whereProblem(read.where, pathResolver(req.payload, target))
    if (problem) throw refuse(`where.${problem}`)
  }
  if (isStaff({ req })) return args
  if (read.depth !== undefined && read.depth > PUBLIC_MAX_DEPTH)
    throw refuse(`depth must be at most ${PUBLIC_MAX_DEPTH}`)
  const depth = read.depth ?? PUBLIC_DEFAULT_DEPTH
  const maxLimit = publicLimit(collection.flattenedFields, depth > 0 || req.payloadAPI === 'GraphQL')
  const range =
    req.payloadAPI === 'GraphQL' || depth === 0
      ? `between 1 and ${maxLimit}`
      : `between 1 and ${maxLimit} at depth ${depth} (up to ${PUBLIC_MAX_LIMIT} at depth=0)`
  // An unpaginated read with a public limit is bounded all the same: Payload's S3 adapter finds an image's
  // document that way (limit 1) on every file request a visitor makes.
  if (read.pagination === false && (read.limit === undefined || read.limit > maxLimit))
    throw refuse(`pagination=false is for staff only, or with a limit ${range}; page through instead`)
  if (read.limit === 0 || (read.limit !== undefined && read.limit > maxLimit)) throw refuse(`limit must be ${range}`)
  const shapeProblem =
    publicWhereProblem(read.where, collection.flattenedFields) ??
    publicSortProblem(read.sort, collection.flattenedFields)
  if (shapeProblem) throw refuse(shapeProblem)
  // Payload reads 10 documents when no limit is given, past the bound of documents that list others.
  return { ...args, depth, limit: read.limit ?? Math.min(PAYLOAD_DEFAULT_LIMIT, maxLimit) }
}

/** The collection with the public read bounds added to its own beforeOperation hooks. */
export function withReadLimits(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [...(hooks.beforeOperation ?? []), boundPublicReads] } }
}
