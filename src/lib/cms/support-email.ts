import 'server-only'
import { getSettings } from './settings'
import { supportEmailOf } from './support-address'

/** The gallery's address for this request (help on the search page, enquiries). */
export async function supportEmail(): Promise<string> {
  return supportEmailOf(await getSettings())
}
