import { z } from 'zod'

/** What Stripe needs to know of an order, and what its payment must match: money in cents. */
export type PayableOrder = {
  id: number
  number: string
  total: number
  currency: string
  email: string
}

/** A Checkout Session's id as Stripe writes it (and the fake copies): cs_test_… or cs_live_…. */
export const CHECKOUT_SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/

/** The body of the confirm and cancel calls: the session Stripe's page sent the buyer back with. */
export const sessionBody = z.object({
  sessionId: z.string().regex(CHECKOUT_SESSION_ID, 'is not a Stripe Checkout Session id'),
})
