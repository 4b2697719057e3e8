import 'server-only'
import { env } from '@/lib/env'
import type { Setting } from '@/payload-types'
import { getSettings } from './settings'

/** The address the gallery answers at and is told at: the settings' own, else SUPPORT_EMAIL. */
export const supportEmailOf = (settings: Pick<Setting, 'contact'>): string =>
  settings.contact?.supportEmail || env().SUPPORT_EMAIL

/** The gallery's address for this request (help on the search page, enquiries). */
export async function supportEmail(): Promise<string> {
  return supportEmailOf(await getSettings())
}
