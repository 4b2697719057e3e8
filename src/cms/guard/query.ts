import * as qs from 'qs-esm'
import { z } from 'zod'
import { jsonNestingDepth, MAX_JSON_DEPTH } from '@/lib/http/json-depth'
import { disallowedTextPath, NOT_ALLOWED_TEXT } from '@/server/allowed-text'
import { reject, type Rejection } from './rejection'
import { whereProblem, type ResolvePath } from './where'

/**
 * The widest a request may ask for. Visitors and customers get far less (read-limits.ts); these bound what
 * the database is asked even for staff: a page past a million or a limit past ten thousand is never a real need.
 */
export const MAX_PAGE = 1_000_000
export const MAX_LIMIT = 10_000

// An empty parameter (`?limit=`) is one Payload ignores, so it passes as absent.
const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name} must be a whole number` })
    .regex(/^(\d{1,10})?$/, `${name} must be a whole number`)
    .refine(
      (text) => text === '' || (Number(text) >= min && Number(text) <= max),
      `${name} must be between ${min} and ${max}`,
    )

const flag = (name: string) => z.enum(['true', 'false', ''], { error: `${name} must be true or false` })

const SORT_FIELD = /^-?\w+(\.\w+)*$/
const sortFields = z
  .union([z.string(), z.array(z.string()).max(10)], { error: 'sort must be field names' })
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).filter(Boolean))
  .refine(
    (fields) => fields.length <= 10 && fields.every((field) => SORT_FIELD.test(field)),
    'sort must be up to 10 field names, each optionally prefixed with -',
  )

const shallowObject = (name: string) =>
  z.record(z.string().max(128), z.unknown(), { error: `${name} must be an object of field names` })

/** The parameters Payload's REST handlers read, as the query string parser hands them over. */
function querySchema(locales: string[], maxDepth: number) {
  const localeCode = z.enum([...locales, 'all', '*'], { error: `locale must be one of ${locales.join(', ')} or all` })
  const fallbackLocale = z.enum([...locales, 'none', 'null', 'false'], {
    error: `fallback-locale must be one of ${locales.join(', ')} or none`,
  })
  return z.looseObject({
    depth: wholeNumber('depth', 0, maxDepth).optional(),
    limit: wholeNumber('limit', 0, MAX_LIMIT).optional(),
    page: wholeNumber('page', 1, MAX_PAGE).optional(),
    draft: flag('draft').optional(),
    trash: flag('trash').optional(),
    pagination: flag('pagination').optional(),
    autosave: flag('autosave').optional(),
    overrideLock: flag('overrideLock').optional(),
    flattenLocales: flag('flattenLocales').optional(),
    sort: sortFields.optional(),
    locale: localeCode.optional(),
    'fallback-locale': fallbackLocale.optional(),
    fallbackLocale: fallbackLocale.optional(),
    select: shallowObject('select').optional(),
    populate: shallowObject('populate').optional(),
    joins: z
      .union([z.literal('false'), shallowObject('joins')], { error: 'joins must be false or an object' })
      .optional(),
    where: z
      .union([z.string().max(16_384), z.record(z.string(), z.unknown())], { error: 'where must be an object' })
      .optional(),
    data: z.string().max(1_048_576, 'data is too long').optional(),
  })
}

/** A JSON text from the query string as a value, or the problem with it. */
function jsonParameter(name: string, text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  if (jsonNestingDepth(text) > MAX_JSON_DEPTH)
    return { ok: false, message: `${name} nests deeper than ${MAX_JSON_DEPTH} levels` }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, message: `${name} is not valid JSON` }
  }
  const refused = disallowedTextPath(value, name)
  return refused ? { ok: false, message: `${refused} ${NOT_ALLOWED_TEXT}` } : { ok: true, value }
}

/** Parses a query string the way Payload does, so the guard checks exactly what Payload will read. */
export function parseQuery(search: string): Record<string, unknown> {
  return search
    ? (qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as Record<
        string,
        unknown
      >)
    : {}
}

export type QueryContext = { locales: string[]; maxDepth: number; resolvePath: ResolvePath }

/** The first problem with a REST query string, or undefined when Payload can act on it. */
export function queryRejection(query: Record<string, unknown>, context: QueryContext): Rejection | undefined {
  const refused = disallowedTextPath(query)
  if (refused) return reject(400, `${refused} ${NOT_ALLOWED_TEXT}`)
  const parsed = querySchema(context.locales, context.maxDepth).safeParse(query)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const path = issue?.path.map(String).join('.') ?? ''
    const message = issue?.message ?? 'invalid query'
    return reject(400, message.startsWith(path.split('.')[0] ?? '') ? message : `${path}: ${message}`)
  }
  const { where, data } = parsed.data
  if (data !== undefined) {
    const parsedData = jsonParameter('data', data)
    if (!parsedData.ok) return reject(400, parsedData.message)
  }
  if (where === undefined || where === '') return undefined
  let whereValue: unknown = where
  if (typeof where === 'string') {
    const parsedWhere = jsonParameter('where', where)
    if (!parsedWhere.ok) return reject(400, parsedWhere.message)
    whereValue = parsedWhere.value
  }
  const problem = whereProblem(whereValue, context.resolvePath)
  return problem ? reject(400, `where.${problem}`) : undefined
}
