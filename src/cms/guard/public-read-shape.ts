import type { FlattenedField } from 'payload'
import { conditionsOf } from './where'

/**
 * What a visitor's `where` and `sort` may name, so that no read of a large catalogue scans and joins its way past a
 * page's cost. On the 77k-work catalogue a filter on a localized title, or a sort by it, joins every row to its
 * locale row: 160–490 ms of CPU for one document, where a filter on the collection's own columns stays under
 * 80 ms. Staff are not bound by it; text is searched through the search API, which has an index for it.
 */
const TEXT_MATCHING = new Set(['like', 'not_like', 'contains'])
const JOINED_TYPES = new Set(['array', 'blocks', 'join', 'json', 'richText'])

type Column = { kind: 'id' } | { kind: 'own'; field: FlattenedField } | { kind: 'joined' } | { kind: 'unknown' }

const hasMany = (field: FlattenedField) => 'hasMany' in field && field.hasMany === true

/** Where a dot path of a visitor's filter or sort lands: a column of the collection's own table, or past it. */
function columnOf(fields: readonly FlattenedField[], parts: readonly string[]): Column {
  const [head, ...rest] = parts
  if (head === 'id' && rest.length === 0) return { kind: 'id' }
  const field = fields.find((each) => each.name === head)
  if (!field) return { kind: 'unknown' }
  if (('localized' in field && field.localized) || JOINED_TYPES.has(field.type) || hasMany(field))
    return { kind: 'joined' }
  if (field.type === 'relationship' || field.type === 'upload')
    return rest.length === 0 && typeof field.relationTo === 'string' ? { kind: 'own', field } : { kind: 'joined' }
  if ((field.type === 'group' || field.type === 'tab') && 'flattenedFields' in field)
    return rest.length === 0 ? { kind: 'joined' } : columnOf(field.flattenedFields, rest)
  return rest.length === 0 ? { kind: 'own', field } : { kind: 'unknown' }
}

const isIndexed = (field: FlattenedField) =>
  ('index' in field && field.index === true) || ('unique' in field && field.unique === true)

/** The collection's fields a visitor may sort by: id and its indexed own columns. */
function sortableNames(fields: readonly FlattenedField[]): string[] {
  return [
    'id',
    ...fields
      .filter((field) => columnOf(fields, [field.name]).kind === 'own' && isIndexed(field))
      .map((field) => field.name),
  ]
}

/** The first problem with what a visitor filters on, as "where.path.operator: …", or undefined. */
export function publicWhereProblem(where: unknown, fields: readonly FlattenedField[]): string | undefined {
  for (const { path, operator } of conditionsOf(where)) {
    if (TEXT_MATCHING.has(operator))
      return `where.${path}.${operator}: matching text is for staff; search text through the search API (/api/search)`
    if (columnOf(fields, path.split('.')).kind === 'joined')
      return `where.${path}: filter on this collection's own fields, not on localized, listed or related ones`
  }
  return undefined
}

/** The first problem with what a visitor sorts by, or undefined. */
export function publicSortProblem(sort: unknown, fields: readonly FlattenedField[]): string | undefined {
  const keys = (Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : []).filter(
    (key): key is string => typeof key === 'string' && key !== '',
  )
  for (const key of keys) {
    const column = columnOf(fields, key.replace(/^-/, '').split('.'))
    if (column.kind === 'id' || (column.kind === 'own' && isIndexed(column.field))) continue
    if (column.kind === 'unknown') continue
    return `sort: sort by one of ${sortableNames(fields).join(', ')}`
  }
  return undefined
}
