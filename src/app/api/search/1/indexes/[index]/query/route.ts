import { paramsFromBody, searchIndex } from '@/lib/search'
import { readJsonBody } from '@/lib/http/json'
import { readySearchEngine } from '@/lib/search/server/engine'
import { respond } from '@/lib/search/server/respond'

type Context = { params: Promise<{ index: string }> }

/** Algolia's single-index search: `POST /1/indexes/{index}/query`. */
export async function POST(request: Request, { params }: Context) {
  const read = await readJsonBody(request)
  if (!read.ok) return read.response
  const searchParams = paramsFromBody(read.body)
  if (!searchParams.ok) return respond(searchParams)
  return respond(searchIndex(await readySearchEngine(), decodeURIComponent((await params).index), searchParams.body))
}
