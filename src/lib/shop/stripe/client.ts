import 'server-only'
import Stripe from 'stripe'
import { env } from '@/lib/env'

/**
 * A Stripe client speaking to `apiUrl` when one is given (tests: a local fake of Stripe's HTTP API),
 * otherwise to Stripe itself. A network failure is retried twice, with the SDK's idempotency keys.
 */
export function createStripeClient(secretKey: string, apiUrl?: string): Stripe {
  const target = apiUrl ? new URL(apiUrl) : undefined
  const endpoint = target && {
    host: target.hostname,
    port: target.port || (target.protocol === 'https:' ? 443 : 80),
    protocol: target.protocol === 'https:' ? ('https' as const) : ('http' as const),
  }
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...endpoint })
}

let cached: Stripe | undefined

/** The site's Stripe client when both keys are set; null means checkout is "request to purchase". */
export function configuredStripe(): Stripe | null {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_API_URL } = env()
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY) return null
  cached ??= createStripeClient(STRIPE_SECRET_KEY, STRIPE_API_URL)
  return cached
}
