import { paramsFromBody, searchFacetValues } from '@/lib/search'
import { readJsonBody } from '@/lib/http/json'
import { readySearchEngine } from '@/lib/search/server/engine'
import { respond } from '@/lib/search/server/respond'

type Context = { params: Promise<{ index: string; facet: string }> }

/** Algolia's facet-value search: `POST /1/indexes/{index}/facets/{facet}/query`. */
export async function POST(request: Request, { params }: Context) {
  const { index, facet } = await params
  const read = await readJsonBody(request)
  if (!read.ok) return read.response
  const searchParams = paramsFromBody(read.body)
  if (!searchParams.ok) return respond(searchParams)
  return respond(searchFacetValues(await readySearchEngine(), decodeURIComponent(index), decodeURIComponent(facet), searchParams.body))
}
