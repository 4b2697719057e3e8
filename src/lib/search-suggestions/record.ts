import 'server-only'
import { searchBackend } from '@/lib/gallery-search/backend/configured'
import { getCms } from '@/lib/cms/payload'
import { countSearchQuery, missSearchQuery } from './stored-queries'

/**
 * Counts a visitor's search (its query already normalised): as found if it finds something here, else as a
 * miss for the staff's list of searches that found nothing. Answers whether it found something.
 */
export async function recordSearchQuery(query: string): Promise<boolean> {
  const payload = await getCms()
  if (!(await searchBackend().findsResults(query))) {
    await missSearchQuery(payload, query)
    return false
  }
  await countSearchQuery(payload, query)
  return true
}
