import { OrderRefusal } from '../orders/refusal'
import type { BuyerKeys } from '../orders/order-statements'
import type { ShopTransaction } from '../orders/shop-transaction'
import type { HoldSettings } from './hold-settings'

const works = (count: number) => (count === 1 ? '1 work' : `${count} works`)

/**
 * Refuses an order that would give one buyer (one email, one customer account or one network address) more
 * unpaid orders, or more works in them, than the shop allows. Run in the order's transaction after the
 * buyer's lock, so orders of one buyer placed at once are counted one after the other.
 */
export async function checkBuyerCaps(
  { orders }: ShopTransaction,
  buyer: BuyerKeys,
  units: number,
  caps: Pick<HoldSettings, 'maxOpenOrders' | 'maxOpenUnits'>,
): Promise<void> {
  await orders.lockBuyer(buyer)
  const open = await orders.openOrders(buyer)
  if (open.orders >= caps.maxOpenOrders)
    throw new OrderRefusal(
      429,
      `You already have ${open.orders} orders waiting for payment: please pay for one, or wait for the gallery to be in touch, before placing another`,
    )
  if (open.units + units > caps.maxOpenUnits)
    throw new OrderRefusal(
      429,
      `Orders waiting for payment can hold at most ${works(caps.maxOpenUnits)} at once, and you already have ${works(open.units)} on order: please pay for those first, or contact the gallery`,
    )
}
