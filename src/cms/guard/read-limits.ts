import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'
import { isStaff } from '../access/roles'
import { pathResolver } from './entity'
import { MAX_LIMIT, MAX_PAGE } from './query'
import { whereProblem } from './where'

/**
 * What a visitor or customer may read in one REST or GraphQL request: a page of at most this many documents,
 * related documents at most this deep, also when no depth is asked for (Payload's default is 2). A shop page
 * never needs more; an unbounded read of a large catalogue takes minutes and gigabytes, and depth 2 of the
 * demo's collections answered 1.6 MB (issue 26). Staff (editors and admins) work through the admin, which
 * asks for more.
 */
export const PUBLIC_MAX_LIMIT = 100
export const PUBLIC_MAX_DEPTH = 1

type ReadArgs = {
  limit?: number
  page?: number
  depth?: number
  pagination?: boolean
  currentDepth?: number
  where?: unknown
}

const inRange = (value: number | undefined, min: number, max: number) =>
  value === undefined || (Number.isInteger(value) && value >= min && value <= max)

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
  // An unpaginated read with a public limit is bounded all the same: Payload's S3 adapter finds an image's
  // document that way (limit 1) on every file request a visitor makes.
  if (read.pagination === false && (read.limit === undefined || read.limit > PUBLIC_MAX_LIMIT))
    throw refuse(`pagination=false is for staff only, or with a limit up to ${PUBLIC_MAX_LIMIT}; page through instead`)
  if (read.limit === 0 || (read.limit !== undefined && read.limit > PUBLIC_MAX_LIMIT))
    throw refuse(`limit must be between 1 and ${PUBLIC_MAX_LIMIT}`)
  if (read.depth !== undefined && read.depth > PUBLIC_MAX_DEPTH)
    throw refuse(`depth must be at most ${PUBLIC_MAX_DEPTH}`)
  return { ...args, depth: read.depth ?? PUBLIC_MAX_DEPTH }
}

/** The collection with the public read bounds added to its own beforeOperation hooks. */
export function withReadLimits(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [...(hooks.beforeOperation ?? []), boundPublicReads] } }
}
