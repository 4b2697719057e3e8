import { multiQuery } from '@/lib/search'
import { jsonError, readJsonBody } from '@/lib/http/json'
import { readySearchEngine } from '@/lib/search/server/engine'
import { respond } from '@/lib/search/server/respond'

type Context = { params: Promise<{ index: string }> }

/** Algolia's multi-query: `POST /1/indexes/*\/queries`. */
export async function POST(request: Request, { params }: Context) {
  if ((await params).index !== '*') return jsonError(404, 'Use /1/indexes/*/queries for multiple queries')
  const read = await readJsonBody(request)
  if (!read.ok) return read.response
  return respond(multiQuery(await readySearchEngine(), read.body))
}
