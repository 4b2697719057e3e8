import 'server-only'
import { getSettings } from '@/lib/cms/settings'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import { enabledThirdPartyScripts, thirdPartySources } from './scripts'
import { NO_SOURCES, type PolicySources } from './vendors'

/**
 * The outside sources the settings switch on now. Read per page, like the page itself, so switching a script
 * off takes it out of the policy at once. If the settings cannot be read the page still goes out, with every
 * outside script blocked.
 */
export async function currentThirdPartySources(): Promise<PolicySources> {
  try {
    // The page's own read of the settings, when the policy is written for a page being rendered.
    const settings = await getSettings()
    return thirdPartySources(enabledThirdPartyScripts(settings, env().MARKETING_SCRIPT_HOSTS))
  } catch (error) {
    log.error({ err: error }, 'settings unreadable: outside scripts left out of the page policy')
    return NO_SOURCES
  }
}
