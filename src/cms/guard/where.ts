import type { FlattenedField } from 'payload'
import { validOperatorSet } from 'payload/shared'
import type { IdType } from './ids'
import { idProblem } from './ids'

/** What a `where` path leads to: a field, a document id of some type, or nothing we can type. */
export type WhereTarget = { kind: 'field'; field: FlattenedField } | { kind: 'id'; idType: IdType } | undefined

/** Resolves a dot path to what it filters on, following single-target relationships into other collections. */
export type ResolvePath = (path: string) => WhereTarget

// A where nested or wide beyond these is no filter anyone writes by hand or in the admin.
const MAX_LOGIC_DEPTH = 6
const MAX_CONDITIONS = 100
const MAX_LIST_VALUES = 200
const MAX_TEXT_VALUE = 1000

const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])
const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isScalar = (value: unknown) =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'

function numberProblem(value: unknown): string | undefined {
  const ok =
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && NUMBER_TEXT.test(value.trim()) && Number.isFinite(Number(value)))
  return ok ? undefined : 'must be a finite number'
}

function dateProblem(value: unknown): string | undefined {
  const ok =
    (typeof value === 'string' && value.length <= 64 && !Number.isNaN(Date.parse(value))) ||
    (typeof value === 'number' && Number.isFinite(value))
  return ok ? undefined : 'must be a date such as 2026-01-31 or 2026-01-31T12:00:00Z'
}

function booleanProblem(value: unknown): string | undefined {
  return value === true || value === false || value === 'true' || value === 'false'
    ? undefined
    : 'must be true or false'
}

/** The problem with one value compared to a target, or undefined when the database can take it. */
function scalarProblem(target: WhereTarget, value: unknown): string | undefined {
  if (value === null) return undefined
  if (!isScalar(value)) return 'must be a single value'
  if (typeof value === 'string' && value.length > MAX_TEXT_VALUE) return `must be at most ${MAX_TEXT_VALUE} characters`
  if (!target) return undefined
  if (target.kind === 'id') return idProblem(value, target.idType)
  const { field } = target
  if (field.type === 'number') return numberProblem(value)
  if (field.type === 'date') return dateProblem(value)
  if (field.type === 'checkbox') return booleanProblem(value)
  return undefined
}

function listValues(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value
  if (isRecord(value)) return Object.values(value)
  if (typeof value === 'string') return value.split(',')
  if (isScalar(value)) return [value]
  return undefined
}

/**
 * An id, date, checkbox or single number: PostgreSQL has no `ilike` for its column (SQLite compares anything),
 * so like, not_like and contains there were an error on one database and a quiet match on the other.
 */
function isUntextual(target: WhereTarget): boolean {
  if (target?.kind === 'id') return true
  const field = target?.field
  if (!field) return false
  return field.type === 'date' || field.type === 'checkbox' || (field.type === 'number' && !field.hasMany)
}

function operatorProblem(target: WhereTarget, operator: string, value: unknown): string | undefined {
  if (!validOperatorSet.has(operator as never))
    return `unknown operator; use one of ${[...validOperatorSet].join(', ')}`
  const isPoint = target?.kind === 'field' && target.field.type === 'point'
  if (GEO_OPERATORS.has(operator)) return isPoint ? undefined : `${operator} works on point fields only`
  if (operator === 'exists') return booleanProblem(value)
  if (TEXT_OPERATORS.has(operator)) {
    if (isUntextual(target)) return `${operator} works on text fields only`
    return typeof value === 'string' && value.length <= MAX_TEXT_VALUE
      ? undefined
      : `must be text of at most ${MAX_TEXT_VALUE} characters`
  }
  if (LIST_OPERATORS.has(operator)) {
    const values = listValues(value)
    if (!values || values.length > MAX_LIST_VALUES) return `must be a list of at most ${MAX_LIST_VALUES} values`
    for (const item of values) {
      const problem = scalarProblem(target, item)
      if (problem) return problem
    }
    return undefined
  }
  return scalarProblem(target, value)
}

/** Every condition of a `where` filter that whereProblem found sound: its field path and operator. */
export function* conditionsOf(where: unknown): Generator<{ path: string; operator: string }> {
  if (!isRecord(where)) return
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      for (const branch of listValues(value) ?? []) yield* conditionsOf(branch)
    } else if (isRecord(value)) {
      for (const operator of Object.keys(value)) yield { path: key, operator }
    }
  }
}

/**
 * The first problem in a `where` filter, as "path: what is wrong", or undefined when it is sound: known
 * operators only, values the field's type can be compared with (numbers, dates, booleans, ids), and
 * bounded nesting. Paths themselves are left to Payload, which refuses unknown ones with a 400.
 */
export function whereProblem(where: unknown, resolve: ResolvePath): string | undefined {
  let conditions = 0
  const walk = (node: unknown, depth: number, at: string): string | undefined => {
    if (!isRecord(node)) return `${at || 'where'}: must be an object of conditions`
    if (depth > MAX_LOGIC_DEPTH) return `${at}: and/or nest deeper than ${MAX_LOGIC_DEPTH} levels`
    for (const [key, value] of Object.entries(node)) {
      const path = at ? `${at}.${key}` : key
      if (key === 'and' || key === 'or') {
        const branches = listValues(value)
        if (!branches || !(Array.isArray(value) || isRecord(value))) return `${path}: must be a list of conditions`
        for (const [index, branch] of branches.entries()) {
          const problem = walk(branch, depth + 1, `${path}.${index}`)
          if (problem) return problem
        }
        continue
      }
      if (!/^\w+(\.\w+)*$/.test(key)) return `${path}: not a field path`
      if (!isRecord(value)) return `${path}: must be an object of operator and value, e.g. where[${key}][equals]=…`
      for (const [operator, operand] of Object.entries(value)) {
        if (++conditions > MAX_CONDITIONS) return `where: more than ${MAX_CONDITIONS} conditions`
        const problem = operatorProblem(resolve(key), operator, operand)
        if (problem) return `${path}.${operator}: ${problem}`
      }
    }
    return undefined
  }
  return walk(where, 0, '')
}
