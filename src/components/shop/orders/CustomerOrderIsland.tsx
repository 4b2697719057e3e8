'use client'

import { useHydrated } from '@/lib/device/useHydrated'
import { BuyerOrderView } from './BuyerOrderView'

const ORDER_PATH = /^\/account\/orders\/([^/]+)\/?$/

/** /account/orders/{number}: one of the signed-in customer's orders, read in the browser (the page is the same for all). */
export function CustomerOrderIsland() {
  const hydrated = useHydrated()
  if (!hydrated) return <p role="status">Loading your order…</p>
  const number = decodeURIComponent(ORDER_PATH.exec(window.location.pathname)?.[1] ?? '')
  return <BuyerOrderView number={number} />
}
