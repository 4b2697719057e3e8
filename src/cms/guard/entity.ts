import type { Collection, Endpoint, FlattenedField, Payload } from 'payload'
import { idProblem, type IdType } from './ids'
import { reject, type Rejection } from './rejection'
import type { ResolvePath, WhereTarget } from './where'

/** The collection or global a REST path names, the endpoint it reaches and that endpoint's path parameters. */
export type RestTarget = {
  fields: FlattenedField[]
  idType: IdType
  hasVersions: boolean
  endpointPath: string
  params: Record<string, string>
}

/** Matches `/versions/:id`, `/access/:id?` and the like against path segments; undefined when it does not match. */
function matchEndpointPath(pattern: string, segments: string[]): Record<string, string> | undefined {
  const parts = pattern.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (const [index, part] of parts.entries()) {
    const segment = segments[index]
    const optional = part.endsWith('?')
    if (segment === undefined) {
      if (optional) continue
      return undefined
    }
    if (part.startsWith(':')) params[part.slice(1).replace(/\?$/, '')] = segment
    else if (part !== segment) return undefined
  }
  return segments.length <= parts.length ? params : undefined
}

function findEndpoint(
  endpoints: Endpoint[] | false | undefined,
  method: string,
  segments: string[],
): { path: string; params: Record<string, string> } | undefined {
  for (const endpoint of endpoints || []) {
    if (endpoint.method !== method) continue
    const params = matchEndpointPath(endpoint.path, segments)
    if (params) return { path: endpoint.path, params }
  }
  return undefined
}

const collectionOf = (payload: Payload, slug: string): Collection | undefined =>
  (payload.collections as Record<string, Collection | undefined>)[slug]

/** Where a REST path leads, or undefined for paths Payload answers itself (unknown slugs, 404s, root endpoints). */
export function restTarget(payload: Payload, method: string, segments: string[]): RestTarget | undefined {
  const [first, second, ...rest] = segments
  const lowerMethod = method.toLowerCase()
  if (first === 'globals') {
    const global = payload.globals.config.find((each) => each.slug === second)
    const endpoint = global && findEndpoint(global.endpoints, lowerMethod, rest)
    if (!global || !endpoint) return undefined
    return {
      fields: global.flattenedFields,
      idType: payload.db.defaultIDType,
      hasVersions: Boolean(global.versions),
      endpointPath: endpoint.path,
      params: endpoint.params,
    }
  }
  const collection = first ? collectionOf(payload, first) : undefined
  const endpoint = collection && findEndpoint(collection.config.endpoints, lowerMethod, segments.slice(1))
  if (!collection || !endpoint) return undefined
  return {
    fields: collection.config.flattenedFields,
    idType: collection.customIDType ?? payload.db.defaultIDType,
    hasVersions: Boolean(collection.config.versions),
    endpointPath: endpoint.path,
    params: endpoint.params,
  }
}

// `/verify/:id` carries an email token, not a document id.
const NOT_DOCUMENT_IDS = new Set(['/verify/:id'])

/** The problem with the path's own parts: a versions route of an unversioned entity, or a malformed id. */
export function targetRejection(target: RestTarget, payload: Payload): Rejection | undefined {
  const versionsRoute = target.endpointPath.startsWith('/versions')
  if (versionsRoute && !target.hasVersions) return reject(404, 'This collection or global keeps no versions')
  const id = target.params.id
  if (id === undefined || NOT_DOCUMENT_IDS.has(target.endpointPath)) return undefined
  const problem = idProblem(id, versionsRoute ? payload.db.defaultIDType : target.idType)
  return problem ? reject(400, `id ${problem}`) : undefined
}

const VERSION_FLAGS = new Set(['latest', 'autosave', 'snapshot'])

/** Types `where` paths against the target's fields, following single-target relationships into their collection. */
export function pathResolver(payload: Payload, target: RestTarget): ResolvePath {
  const idTypeOf = (slug: string): IdType => collectionOf(payload, slug)?.customIDType ?? payload.db.defaultIDType
  const walk = (fields: FlattenedField[], idType: IdType, parts: string[]): WhereTarget => {
    const [head, ...rest] = parts
    if (head === 'id' && rest.length === 0) return { kind: 'id', idType }
    const field = fields.find((each) => each.name === head)
    if (!field) return undefined
    const relatedSlug =
      (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string'
        ? field.relationTo
        : undefined
    if (rest.length === 0) return relatedSlug ? { kind: 'id', idType: idTypeOf(relatedSlug) } : { kind: 'field', field }
    if (relatedSlug) {
      const related = collectionOf(payload, relatedSlug)
      return related ? walk(related.config.flattenedFields, idTypeOf(relatedSlug), rest) : undefined
    }
    // Array rows and blocks have ids of their own (text); groups and tabs carry their parent's.
    if ('flattenedFields' in field) return walk(field.flattenedFields, field.type === 'array' ? 'text' : idType, rest)
    return undefined
  }
  const versionsRoute = target.endpointPath.startsWith('/versions')
  return (path) => {
    const parts = path.split('.')
    if (!versionsRoute) return walk(target.fields, target.idType, parts)
    if (parts[0] === 'version') return walk(target.fields, target.idType, parts.slice(1))
    if (parts[0] === 'parent' && parts.length === 1) return { kind: 'id', idType: target.idType }
    if (parts.length === 1 && VERSION_FLAGS.has(parts[0] ?? ''))
      return { kind: 'field', field: { name: parts[0] ?? '', type: 'checkbox' } as FlattenedField }
    return walk(target.fields, payload.db.defaultIDType, parts)
  }
}
