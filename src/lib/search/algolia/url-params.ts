/** Keys whose value in a URL-encoded params string is a number, a boolean or a JSON list. */
const NUMBER_KEYS = new Set(['page', 'hitsPerPage', 'maxValuesPerFacet', 'maxFacetHits', 'offset', 'length'])
const BOOLEAN_KEYS = new Set(['analytics', 'clickAnalytics', 'getRankingInfo', 'typoTolerance', 'distinct'])
const LIST_KEYS = new Set(['facets', 'attributesToRetrieve', 'attributesToHighlight', 'attributesToSnippet'])
const FILTER_KEYS = new Set(['facetFilters', 'numericFilters', 'tagFilters', 'optionalFilters'])

/**
 * Parses InstantSearch's `params` string (`query=&hitsPerPage=12&facets=%5B%22product_type%22%5D`)
 * into the same shape as object params. Values are only coerced, never rejected: the zod schema
 * then reports a wrong type the same way for both forms.
 */
export function parseParamsString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, raw] of new URLSearchParams(params)) out[key] = coerce(key, raw)
  return out
}

function coerce(key: string, raw: string): unknown {
  if (NUMBER_KEYS.has(key) && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw)
  if (BOOLEAN_KEYS.has(key) && (raw === 'true' || raw === 'false')) return raw === 'true'
  if (key === 'distinct' && /^\d+$/.test(raw)) return Number(raw)
  if (LIST_KEYS.has(key) || FILTER_KEYS.has(key)) {
    if (raw.trimStart().startsWith('[')) return parseJson(raw)
    if (LIST_KEYS.has(key)) return raw.split(',').filter(Boolean)
  }
  return raw
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return raw
  }
}

/** The params string echoed in each result, as Algolia does. */
export function formatParamsString(params: Record<string, unknown>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value))
  }
  return search.toString()
}
