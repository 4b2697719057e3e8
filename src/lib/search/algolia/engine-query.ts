import { allOf, type FilterNode } from '../engine/filter'
import type { ResolvedIndex, SearchEngine } from '../engine/search-engine'
import type { EngineQuery } from '../engine/search-index'
import type { RankingRule } from '../types'
import { parseFacetFilters, parseNumericFilters } from './filter-lists'
import { parseFiltersString } from './filters-string'
import { badRequest, indexNotFound, type Outcome, success } from './outcome'
import { describeIssue, type SearchParams, searchParamsSchema, requestedTypoTolerance } from './params-schema'

/** facetFilters, numericFilters and filters all apply (AND), as in Algolia. */
function toEngineQuery(params: SearchParams, sort: RankingRule | undefined): Outcome<EngineQuery> {
  const parts: FilterNode[] = []
  const parsed = [
    params.facetFilters === undefined ? undefined : parseFacetFilters(params.facetFilters),
    params.numericFilters === undefined ? undefined : parseNumericFilters(params.numericFilters),
    params.filters === undefined ? undefined : parseFiltersString(params.filters),
  ]
  for (const outcome of parsed) {
    if (!outcome) continue
    if (!outcome.ok) return badRequest(outcome.error.message)
    if (outcome.body) parts.push(outcome.body)
  }
  const filter = allOf(parts)
  const typoTolerance = requestedTypoTolerance(params)
  return success({
    query: params.query,
    sort,
    ...(typoTolerance === undefined ? {} : { typoTolerance }),
    ...(filter ? { filter } : {}),
  })
}

/** What a search and a facet-value search both start from: the index, the validated params, the engine query. */
export function prepareSearch(
  engine: SearchEngine,
  indexName: string,
  raw: Record<string, unknown>,
): Outcome<{ resolved: ResolvedIndex; params: SearchParams; query: EngineQuery }> {
  const resolved = engine.resolve(indexName)
  if (!resolved) return indexNotFound(indexName)
  const parsed = searchParamsSchema.safeParse(raw)
  if (!parsed.success) return badRequest(describeIssue(parsed.error))
  const query = toEngineQuery(parsed.data, resolved.sort)
  if (!query.ok) return badRequest(query.error.message)
  return success({ resolved, params: parsed.data, query: query.body })
}
