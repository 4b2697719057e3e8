import 'server-only'
import type { liteClient } from 'algoliasearch/lite'
import { answerSearchApi, type ApiAnswer } from '@/lib/search/server/api-answer'
import type { SearchEngine } from '@/lib/search'

type Requester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>
type Response = Awaited<ReturnType<Requester['send']>>

const MULTI_QUERY_PATH = '/1/indexes/*/queries'

/**
 * An algoliasearch requester that answers from the process's own search API instead of over HTTP: the
 * server renders the grid with the same client the browser uses, through the same validation, error body
 * and answer cache as every other caller. InstantSearch only sends multi-queries (facet-value searches ride
 * along as `type: 'facet'` requests). `engine` answers instead of the process's (a preview holder's drafts).
 */
export function inProcessRequester(engine?: () => Promise<SearchEngine>): Requester {
  const answer = async (text: string): Promise<ApiAnswer> =>
    answerSearchApi({ call: 'queries', index: '*' }, text, undefined, engine ? await engine() : undefined)
  return {
    async send(request) {
      const path = decodeURIComponent(new URL(request.url).pathname)
      if (request.method !== 'POST' || path !== MULTI_QUERY_PATH) {
        const message = `Not served in process: ${request.method} ${path}`
        return { status: 404, content: JSON.stringify({ status: 404, message }), isTimedOut: false }
      }
      const text = typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data)
      const { status, body } = await answer(text)
      return { status, content: body, isTimedOut: false } satisfies Response
    },
  }
}
