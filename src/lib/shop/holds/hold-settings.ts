import type { Payload, PayloadRequest } from 'payload'

/**
 * How long an unpaid card order holds its works: Stripe's shortest Checkout Session, which is opened for the
 * same time, so the session and the hold run out together.
 */
export const CARD_HOLD_MINUTES = 30

/** What a gallery would pick: a buyer seldom has more than a few works on the way at once. */
export const DEFAULT_HOLD_SETTINGS = { maxOpenOrders: 3, maxOpenUnits: 5, requestHoldHours: 48 } as const

export type HoldSettings = { maxOpenOrders: number; maxOpenUnits: number; requestHoldHours: number }

/** The shop's caps on unpaid orders and its hold for accepted requests, from the settings global. */
export async function holdSettings(payload: Payload, req?: PayloadRequest): Promise<HoldSettings> {
  const { shop } = await payload.findGlobal({ slug: 'settings', depth: 0, req, overrideAccess: true })
  return {
    maxOpenOrders: shop?.maxOpenOrders ?? DEFAULT_HOLD_SETTINGS.maxOpenOrders,
    maxOpenUnits: shop?.maxOpenUnits ?? DEFAULT_HOLD_SETTINGS.maxOpenUnits,
    requestHoldHours: shop?.requestHoldHours ?? DEFAULT_HOLD_SETTINGS.requestHoldHours,
  }
}

export const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000)
