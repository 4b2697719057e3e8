import 'server-only'
import { env } from '@/lib/env'
import { getSettings } from './settings'

/** The address the gallery answers at (help on the search page, enquiries): the settings' own, else SUPPORT_EMAIL. */
export async function supportEmail(): Promise<string> {
  const settings = await getSettings()
  return settings.contact?.supportEmail || env().SUPPORT_EMAIL
}
