import type { liteClient } from 'algoliasearch/lite'
import { multiQuery } from '../algolia'
import { readySearchEngine } from '../server/engine'

type Requester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>
type Response = Awaited<ReturnType<Requester['send']>>

const MULTI_QUERY_PATH = '/1/indexes/*/queries'

function answer(status: number, body: unknown): Response {
  return { status, content: JSON.stringify(body), isTimedOut: false }
}

/**
 * An algoliasearch requester that answers from the process's own engine instead of over HTTP: the
 * server renders the grid with the same client the browser uses. InstantSearch only sends multi-queries
 * (facet-value searches ride along as `type: 'facet'` requests).
 */
export const inProcessRequester: Requester = {
  async send(request) {
    const path = decodeURIComponent(new URL(request.url).pathname)
    if (request.method !== 'POST' || path !== MULTI_QUERY_PATH) {
      return answer(404, { status: 404, message: `Not served in process: ${request.method} ${path}` })
    }
    const text = typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data)
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return answer(400, { status: 400, message: 'Body is not JSON' })
    }
    const outcome = multiQuery(await readySearchEngine(), body)
    return outcome.ok ? answer(200, outcome.body) : answer(outcome.error.status, outcome.error)
  },
}
