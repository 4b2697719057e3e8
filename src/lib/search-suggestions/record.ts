import 'server-only'
import { searchBackend } from '@/lib/gallery-search/backend/configured'
import { getCms } from '@/lib/cms/payload'
import { parseQueryWords } from '@/lib/search/text/query-words'
import { SEARCHED_INDEXES } from './has-results'
import { countSearchQuery } from './stored-queries'

/** `queryFindsResults`, asked of the configured search backend: one visitor's query, not a rebuild's thousands. */
async function backendFindsResults(query: string): Promise<boolean> {
  if (parseQueryWords(query, true).length === 0) return false
  const answers = await searchBackend().search(
    SEARCHED_INDEXES.map((indexName) => ({ indexName, params: { query, hitsPerPage: 0, typoTolerance: false } })),
  )
  return answers.some((answer) => answer.nbHits > 0)
}

/** Counts a visitor's search (its query already normalised) if it finds something; answers whether it did. */
export async function recordSearchQuery(query: string): Promise<boolean> {
  if (!(await backendFindsResults(query))) return false
  await countSearchQuery(await getCms(), query)
  return true
}
