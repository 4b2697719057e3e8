import 'server-only'
import { env } from '@/lib/env'
import { createStorefrontClient, type StorefrontClient, type StorefrontClientOptions } from './client'

/** The configured store's client, or null when no Shopify store is configured (both variables unset). */
export function configuredStorefrontClient(
  options: Omit<StorefrontClientOptions, 'origin' | 'token'> = {},
): StorefrontClient | null {
  const { SHOPIFY_STORE_DOMAIN: domain, SHOPIFY_STOREFRONT_TOKEN: token } = env()
  if (!domain || !token) return null
  return createStorefrontClient({ ...options, origin: `https://${domain}`, token })
}
