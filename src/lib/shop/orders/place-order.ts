import 'server-only'
import type { Payload } from 'payload'
import type { OrderRequest, PlaceOrderResult } from './order-request'

export type { OrderRequest, OrderRequestLine, PlaceOrderResult, PlacedOrder } from './order-request'

/**
 * Places an order in one database transaction: prices every line from the database, reserves the works'
 * units, redeems the gift card, creates the pending order. Mail, search and cached pages follow the commit.
 */
export async function placeOrder(payload: Payload, request: OrderRequest): Promise<PlaceOrderResult> {
  void payload
  void request
  throw new Error('placeOrder: not implemented yet')
}
