import { z } from 'zod'
import type { TypoTolerance } from '../types'

const MAX_QUERY_LENGTH = 512

// Bounded: the numeric filter patterns backtrack, so an unbounded string would cost quadratic time.
const filterString = z.string().max(1024)
const filterList = z.union([filterString, z.array(z.union([filterString, z.array(filterString).max(100)])).max(100)])
const stringList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value))

/** Algolia search parameters we act on. Other keys (userToken, ruleContexts, ...) are stripped, not errors. */
export const searchParamsSchema = z.object({
  query: z.string().max(MAX_QUERY_LENGTH).default(''),
  page: z.number().int().min(0).default(0),
  hitsPerPage: z.number().int().min(0).max(1000).default(20),
  offset: z.number().int().min(0).optional(),
  length: z.number().int().min(0).max(1000).optional(),
  facets: stringList.default([]),
  facetFilters: filterList.optional(),
  numericFilters: filterList.optional(),
  filters: z.string().max(8192).optional(),
  maxValuesPerFacet: z.number().int().min(1).max(1000).default(100),
  highlightPreTag: z.string().max(128).default('<em>'),
  highlightPostTag: z.string().max(128).default('</em>'),
  attributesToRetrieve: stringList.optional(),
  attributesToHighlight: stringList.optional(),
  // Absent, the index's setting applies.
  typoTolerance: z.union([z.boolean(), z.enum(['min', 'strict', 'true', 'false'])]).optional(),
  analytics: z.boolean().optional(),
  clickAnalytics: z.boolean().optional(),
  distinct: z.union([z.boolean(), z.number().int().min(0)]).optional(),
  facetQuery: z.string().max(MAX_QUERY_LENGTH).default(''),
  maxFacetHits: z
    .number()
    .int()
    .default(10)
    .transform((n) => Math.min(100, Math.max(1, n))),
})

export type SearchParams = z.output<typeof searchParamsSchema>

/** The query's own typoTolerance, its strings 'true' and 'false' (from a params string) as booleans. */
export function requestedTypoTolerance({ typoTolerance }: SearchParams): TypoTolerance | undefined {
  if (typoTolerance === 'true') return true
  if (typoTolerance === 'false') return false
  return typoTolerance
}

/** First problem of a failed parse, as one readable line. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request'
  const path = issue.path.map(String).join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}
