import 'server-only'
import { liteClient } from 'algoliasearch/lite'
import { searchIndex } from '@/lib/search/algolia'
import { answerSearchApi } from '@/lib/search/server/api-answer'
import { readySearchEngine } from '@/lib/search/server/engine'
import { queryFindsResults } from '@/lib/search-suggestions/has-results'
import { inProcessRequester } from '@/components/artwork-grid/server/in-process-requester'
import { gallerySearchEngine } from '../server/engine'
import type { SearchEngine } from '@/lib/search'
import type { IndexAnswer, IndexQuery, SearchBackend } from './search-backend'

/** Runs the server's own queries on an engine, answers in their order; throws when one fails. */
export function searchEngine(engine: SearchEngine, queries: readonly IndexQuery[]): IndexAnswer[] {
  return queries.map(({ indexName, params }): IndexAnswer => {
    const answer = searchIndex(engine, indexName, params)
    if (!answer.ok) throw new Error(`${indexName}: ${answer.error.message}`)
    return { hits: answer.body.hits, nbHits: answer.body.nbHits, facets: answer.body.facets ?? {} }
  })
}

/** The process's own engine, built from the database at start and kept current by the hooks and the feed. */
export const inProcessBackend: SearchBackend = {
  kind: 'in-process',
  shared: false,
  async search(queries) {
    gallerySearchEngine()
    return searchEngine(await readySearchEngine(), queries)
  },
  async findsResults(query) {
    gallerySearchEngine()
    return queryFindsResults(await readySearchEngine(), query)
  },
  write(indexName, { save, remove }) {
    const index = gallerySearchEngine().index(indexName)
    for (const record of save) index?.upsert(record)
    for (const id of remove) index?.remove(id)
    return Promise.resolve()
  },
  replaceAll(indexName, records) {
    gallerySearchEngine().index(indexName)?.replaceAll(records)
    return Promise.resolve()
  },
  answerApi: answerSearchApi,
  serverClient() {
    return liteClient('local', 'public', {
      hosts: [{ url: 'in-process.invalid', accept: 'read', protocol: 'https' }],
      requester: inProcessRequester(),
    })
  },
  async version() {
    gallerySearchEngine()
    return (await readySearchEngine()).version
  },
  heardChange() {},
}
