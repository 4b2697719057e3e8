import type { FacetCounts, FacetStats } from '../engine/facet-count'
import type { SearchEngine } from '../engine/search-engine'
import { formatHit, type Hit } from './hit'
import { prepareSearch } from './engine-query'
import { type Outcome, success } from './outcome'
import { formatParamsString } from './url-params'

export type SearchResponse = {
  hits: Hit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  offset?: number
  length?: number
  facets?: Record<string, FacetCounts>
  facets_stats?: Record<string, FacetStats>
  exhaustiveFacetsCount: true
  exhaustiveNbHits: true
  exhaustiveTypo: true
  exhaustive: { facetsCount: true; nbHits: true; typo: true }
  processingTimeMS: number
  query: string
  params: string
  index: string
}

/**
 * The attributes to highlight: the searchable ones by default, as in Algolia, and for `*` too. Algolia's `*`
 * is every attribute, but only searchable ones can match, and highlighting every other one of 1,000 hits took
 * 400 ms of CPU on the 77k catalog for nothing a page shows (decision 0040).
 */
function highlighted(asked: readonly string[] | undefined, searchable: readonly string[]): readonly string[] {
  return asked === undefined || asked.includes('*') ? searchable : asked
}

/** One index query (`POST /1/indexes/{indexName}/query`); `raw` is the merged params object. */
export function searchIndex(
  engine: SearchEngine,
  indexName: string,
  raw: Record<string, unknown>,
): Outcome<SearchResponse> {
  const started = performance.now()
  const prepared = prepareSearch(engine, indexName, raw)
  if (!prepared.ok) return prepared
  const { resolved, params, query } = prepared.body
  const { settings } = resolved.index
  const facets = params.facets.includes('*') ? settings.attributesForFaceting : params.facets
  const offset = params.offset ?? params.page * params.hitsPerPage
  const length = params.offset === undefined ? params.hitsPerPage : (params.length ?? params.hitsPerPage)
  const result = resolved.index.search({
    ...query,
    facets,
    maxValuesPerFacet: params.maxValuesPerFacet,
    offset,
    length,
  })
  const hitOptions = {
    attributesToRetrieve: params.attributesToRetrieve ?? ['*'],
    attributesToHighlight: highlighted(params.attributesToHighlight, settings.searchableAttributes),
    words: result.words,
    tags: { pre: params.highlightPreTag, post: params.highlightPostTag },
  }
  const reachable = Math.min(result.nbHits, settings.paginationLimitedTo ?? 1000)
  const response: SearchResponse = {
    hits: result.hits.map((record) => formatHit(record, hitOptions)),
    nbHits: result.nbHits,
    page: params.page,
    nbPages: params.hitsPerPage > 0 ? Math.ceil(reachable / params.hitsPerPage) : 0,
    hitsPerPage: params.hitsPerPage,
    ...(params.offset === undefined ? {} : { offset, length }),
    ...(params.facets.length > 0 ? { facets: result.facets } : {}),
    ...(Object.keys(result.facetsStats).length > 0 ? { facets_stats: result.facetsStats } : {}),
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { facetsCount: true, nbHits: true, typo: true },
    processingTimeMS: Math.round(performance.now() - started),
    query: params.query,
    params: formatParamsString(raw),
    index: indexName,
  }
  return success(response)
}
