import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { changeOrderStatus } from '@/lib/shop/orders/order-status'
import type { Order } from '@/payload-types'

/**
 * A status changed in the admin runs through the shop's one transition function on the save's own
 * transaction: the same claim, the same release of units and gift card amounts, the same gift card issue.
 * A change the rules refuse is a validation error on the status field, and nothing is saved.
 */
export const routeStatusChange: CollectionBeforeChangeHook<Order> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || !data.status || data.status === originalDoc.status) return data
  const result = await changeOrderStatus(req.payload, originalDoc.id, data.status, req)
  if (!result.ok) {
    throw new ValidationError({ collection: 'orders', errors: [{ path: 'status', message: result.error }], req })
  }
  // The save writes the form's fields after this hook: it must write the hold the change has just set.
  return result.order.holdUntil === undefined ? data : { ...data, holdUntil: result.order.holdUntil }
}
