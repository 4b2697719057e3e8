import 'server-only'
import { getSettings } from '@/lib/cms/settings'
import { env } from '@/lib/env'

/** The address the no-results page offers for help: the settings' own, else the server's SUPPORT_EMAIL. */
export async function supportEmail(): Promise<string> {
  const settings = await getSettings()
  return settings.contact?.supportEmail || env().SUPPORT_EMAIL
}
