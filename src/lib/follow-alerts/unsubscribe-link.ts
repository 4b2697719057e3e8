import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/** The key of a customer's unsubscribe link, as it may appear in an address. */
export const unsubscribeKey = z.string().regex(/^[A-Za-z0-9_-]{22}$/)

/**
 * The key that turns one customer's digest off for whoever holds the link, without logging in: signed with the
 * CMS's secret, so it can't be made up, and naming only that customer and only this one act.
 */
export function alertsUnsubscribeKey(secret: string, customerId: number): string {
  return createHmac('sha256', secret).update(`follow-alerts-unsubscribe:${customerId}`).digest('base64url').slice(0, 22)
}

export function isAlertsUnsubscribeKey(secret: string, customerId: number, key: string): boolean {
  const expected = Buffer.from(alertsUnsubscribeKey(secret, customerId))
  const given = Buffer.from(key)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The path of the link in each digest: GET shows a button, POST (the button, or a mail reader's one click) acts. */
export function alertsUnsubscribePath(secret: string, customerId: number): string {
  const params = new URLSearchParams({ customer: String(customerId), key: alertsUnsubscribeKey(secret, customerId) })
  return `/api/alerts/unsubscribe?${params}`
}
