import 'server-only'
import type { Env } from '@/lib/env'
import { log } from '@/lib/log'

/** Where new subscribers are also sent: an email-marketing service's endpoint and its API key. */
type ForwardTarget = { url: string; apiKey: string }

/** A slow service delays the visitor's "Thanks" by at most this much; the address is stored already. */
const FORWARD_TIMEOUT_MS = 5_000

/** The configured service, or null when sign-ups are only stored. */
export function forwardTarget(
  config: Pick<Env, 'NEWSLETTER_FORWARD_URL' | 'NEWSLETTER_FORWARD_API_KEY'>,
): ForwardTarget | null {
  const { NEWSLETTER_FORWARD_URL: url, NEWSLETTER_FORWARD_API_KEY: apiKey } = config
  return url && apiKey ? { url, apiKey } : null
}

/**
 * Sends a subscriber's address to the email-marketing service as JSON with the bearer key. A refusal or an
 * unreachable service is logged with the subscriber's id (never the address), so an operator can send it
 * again; the sign-up itself stands.
 */
export async function forwardSubscriber(
  subscriber: { id: number; email: string },
  target: ForwardTarget,
): Promise<void> {
  const context = { subscriber: subscriber.id, service: new URL(target.url).host }
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${target.apiKey}` },
      body: JSON.stringify({ email: subscriber.email }),
      // A redirect could carry the key to another host.
      redirect: 'error',
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    })
    await response.body?.cancel()
    if (!response.ok)
      log.error({ ...context, status: response.status }, 'newsletter: the email-marketing service refused a subscriber')
  } catch (error) {
    log.error({ ...context, err: error }, 'newsletter: the email-marketing service could not be reached')
  }
}
