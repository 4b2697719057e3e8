import type { JsonWriteRules } from '@/lib/http/admit-json-write'

/** How every checkout call is admitted (orders, and the buyer's return from Stripe): the `checkout` rate, JSON only. */
export const CHECKOUT_WRITES: JsonWriteRules = {
  rateLimit: 'checkout',
  crossSiteMessage: 'Orders are taken from this site’s own pages only',
  notJsonMessage: 'Send the order as application/json',
  invalidMessage: (issue) =>
    `Invalid order: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'expected an object'}`,
}
