import 'server-only'
import { liteClient } from 'algoliasearch/lite'
import { parseJsonText } from '@/lib/http/json'
import { log } from '@/lib/log'
import { clientHosts } from '@/lib/search/hosted-search'
import { parseQueryWords } from '@/lib/search/text/query-words'
import { SEARCHED_INDEXES } from '@/lib/search-suggestions/has-results'
import { errorAnswer } from '@/lib/search/server/api-answer'
import { TOO_MANY_REQUESTS } from '@/lib/rate-limit/answers'
import type { SearchBackend } from '../search-backend'
import { apiErrorSchema, multiSearchSchema } from './answer-schema'
import { forwardOf } from './api-forward'
import { adminClient, searchOnlyClient } from './client'
import type { AlgoliaConfig } from './config'
import { pushChanges, replaceRecords } from './push'

/**
 * Hosted Algolia: every instance reads and writes the same indexes. Writes go with the admin key, batched and
 * retried; reads with the search-only key, the browser's too.
 */
export function algoliaBackend(config: AlgoliaConfig): SearchBackend {
  const writer = adminClient(config)
  const reader = searchOnlyClient(config)
  let changes = 0
  const search: SearchBackend['search'] = async (queries) => {
    const answer = await reader.search({
      requests: queries.map(({ indexName, params }) => ({ indexName, ...params })),
    })
    return multiSearchSchema.parse(answer).results
  }
  return {
    kind: 'algolia',
    shared: true,
    search,
    async findsResults(query) {
      // The same question as the in-process check: typo-free, in the indexes the search page shows.
      if (parseQueryWords(query, true).length === 0) return false
      const answers = await search(
        SEARCHED_INDEXES.map((indexName) => ({ indexName, params: { query, hitsPerPage: 0, typoTolerance: false } })),
      )
      return answers.some((answer) => answer.nbHits > 0)
    },
    async write(indexName, changesToPush) {
      await pushChanges(writer, indexName, changesToPush)
      changes++
    },
    async replaceAll(indexName, records) {
      await replaceRecords(writer, indexName, records)
      changes++
    },
    async answerApi(endpoint, bodyText, charge) {
      const parsed = parseJsonText(bodyText)
      if (!parsed.ok) return errorAnswer(400, parsed.reason)
      const forward = forwardOf(endpoint, parsed.body)
      if (!forward.ok) return errorAnswer(forward.error.status, forward.error.message)
      if (charge && forward.body.requests > 1) {
        const limited = await charge(forward.body.requests - 1)
        if (!limited.ok) return { ...errorAnswer(429, TOO_MANY_REQUESTS), retryAfterSeconds: limited.retryAfterSeconds }
      }
      try {
        const answer = await reader.customPost({ path: forward.body.path, body: forward.body.body })
        return { status: 200, body: JSON.stringify(answer) }
      } catch (error) {
        const refused = apiErrorSchema.safeParse(error)
        if (refused.success && refused.data.status < 500) return errorAnswer(refused.data.status, refused.data.message)
        log.error({ err: error, endpoint }, 'algolia: search API call failed')
        return errorAnswer(502, 'Search is unavailable')
      }
    },
    serverClient() {
      const hosts = clientHosts(config.hosts)
      return liteClient(config.appId, config.searchKey, hosts ? { hosts } : {})
    },
    version() {
      return Promise.resolve(changes)
    },
    heardChange() {
      changes++
    },
  }
}
