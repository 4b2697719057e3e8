import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { z } from 'zod'

/** The key of an order's own link, as it may appear in an address. */
export const orderLinkKey = z.string().regex(/^[A-Za-z0-9_-]{22}$/)

/**
 * The key that opens one order's confirmation to whoever holds its link (a buyer without an account, or on
 * another device): signed with the CMS's secret, so it can't be made up, and naming only that order.
 */
export function orderKey(payload: Payload, number: string): string {
  return createHmac('sha256', payload.secret).update(`order-link:${number}`).digest('base64url').slice(0, 22)
}

export function isOrderKey(payload: Payload, number: string, key: string): boolean {
  const expected = Buffer.from(orderKey(payload, number))
  const given = Buffer.from(key)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** Where the buyer reads a placed order: its own address, which a reload or a bookmark keeps. */
export function orderConfirmationPath(payload: Payload, number: string): string {
  const params = new URLSearchParams({ order: number, key: orderKey(payload, number) })
  return `/checkout/confirmation?${params}`
}
