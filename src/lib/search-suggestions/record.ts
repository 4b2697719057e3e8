import 'server-only'
import { getCms } from '@/lib/cms/payload'
import { readySearchEngine } from '@/lib/search/server/engine'
import { queryFindsResults } from './has-results'
import { countSearchQuery } from './stored-queries'

/** Counts a visitor's search (its query already normalised) if it finds something; answers whether it did. */
export async function recordSearchQuery(query: string): Promise<boolean> {
  const engine = await readySearchEngine()
  if (!queryFindsResults(engine, query)) return false
  await countSearchQuery(await getCms(), query)
  return true
}
