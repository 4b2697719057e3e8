import 'server-only'
import { getCms } from '@/lib/cms/payload'
import { env } from '@/lib/env'
import { forwardSubscriber, forwardTarget } from './forward'
import { storeSubscriber } from './subscribers'

/**
 * Signs an address up: stored once, then forwarded when an email-marketing service is configured. A repeat
 * is forwarded again, so a forward that failed before is made good, and services take a known address as
 * a no-op. Throws only when the address could not be stored.
 */
export async function signUp(email: string): Promise<void> {
  const subscriber = await storeSubscriber(await getCms(), email)
  const target = forwardTarget(env())
  if (target) await forwardSubscriber({ id: subscriber.id, email }, target)
}
