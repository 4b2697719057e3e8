import type { SearchEngine } from '../engine/search-engine'
import { tokenize } from '../text/normalize'
import type { QueryWord } from '../text/query-words'
import { prepareSearch } from './engine-query'
import { highlightText } from './highlight'
import { badRequest, type Outcome, success } from './outcome'

export type FacetHit = { value: string; highlighted: string; count: number }

export type FacetSearchResponse = {
  facetHits: FacetHit[]
  exhaustiveFacetsCount: true
  processingTimeMS: number
}

/**
 * `POST /1/indexes/{indexName}/facets/{facetName}/query`: values of a facet whose words start with
 * the words of `facetQuery`, counted under the request's query and filters, most frequent first.
 */
export function searchFacetValues(
  engine: SearchEngine,
  indexName: string,
  facetName: string,
  raw: Record<string, unknown>,
): Outcome<FacetSearchResponse> {
  const started = performance.now()
  const prepared = prepareSearch(engine, indexName, raw)
  if (!prepared.ok) return prepared
  const { resolved, params, query } = prepared.body
  const values = resolved.index.searchFacetValues(facetName, params.facetQuery, query, params.maxFacetHits)
  if (!values) return badRequest(`Cannot search in facet ${facetName}: it is not in attributesForFaceting`)
  const words: QueryWord[] = tokenize(params.facetQuery).map((text) => ({ text, prefix: true, maxTypos: 0 }))
  const tags = { pre: params.highlightPreTag, post: params.highlightPostTag }
  return success({
    facetHits: values.map(({ value, count }) => ({
      value,
      count,
      highlighted: highlightText(value, words, tags).value,
    })),
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - started),
  })
}
