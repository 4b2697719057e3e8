import 'server-only'
import { getCms } from '@/lib/cms/payload'
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
    const payload = await getCms()
    const settings = await payload.findGlobal({ slug: 'settings', depth: 0 })
    return thirdPartySources(enabledThirdPartyScripts(settings, env().MARKETING_SCRIPT_HOSTS))
  } catch (error) {
    log.error({ err: error }, 'settings unreadable: outside scripts left out of the page policy')
    return NO_SOURCES
  }
}
