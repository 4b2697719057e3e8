import { z } from 'zod'
import { disallowedTextPath, NOT_ALLOWED_TEXT } from '@/server/allowed-text'
import { badRequest, success, type Outcome } from './outcome'
import { parseParamsString } from './url-params'

/**
 * One request of a multi-query: params as a URL-encoded string (InstantSearch), as fields (algoliasearch v5), or
 * both.
 */
export const indexRequestSchema = z.looseObject({
  indexName: z.string().min(1).max(256),
  params: z.union([z.string().max(65_536), z.record(z.string(), z.unknown())]).optional(),
  type: z.enum(['default', 'facet']).optional(),
  facet: z.string().min(1).optional(),
})

const ENVELOPE_KEYS = new Set(['indexName', 'params', 'type', 'facet'])

/**
 * The request's parameters as one object: the `params` string first, then fields on top. The string's values
 * are decoded here, past the body's own check, so the text rule (src/server/allowed-text.ts) is applied again.
 */
export function mergedParams(request: Record<string, unknown>): Outcome<Record<string, unknown>> {
  const { params } = request
  const merged: Record<string, unknown> =
    typeof params === 'string' ? parseParamsString(params) : params && typeof params === 'object' ? { ...params } : {}
  for (const [key, value] of Object.entries(request)) if (!ENVELOPE_KEYS.has(key)) merged[key] = value
  const refused = disallowedTextPath(merged)
  return refused ? badRequest(`${refused} ${NOT_ALLOWED_TEXT}`) : success(merged)
}
