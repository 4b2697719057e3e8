import 'server-only'
import { searchBackend } from '@/lib/gallery-search/backend/configured'
import { getCms } from '@/lib/cms/payload'
import { countSearchQuery } from './stored-queries'

/** Counts a visitor's search (its query already normalised) if it finds something; answers whether it did. */
export async function recordSearchQuery(query: string): Promise<boolean> {
  if (!(await searchBackend().findsResults(query))) return false
  await countSearchQuery(await getCms(), query)
  return true
}
