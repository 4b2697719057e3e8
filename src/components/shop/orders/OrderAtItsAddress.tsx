'use client'

import { useEffect } from 'react'
import { BuyerOrderView } from './BuyerOrderView'

/**
 * The order just placed, shown where the form was, with the page's address moved to the order's own
 * (`/checkout/confirmation?order=…&key=…`): a reload or a bookmark shows the order again, not an empty form.
 */
export function OrderAtItsAddress({ confirmationPath }: { confirmationPath: string }) {
  useEffect(() => window.history.replaceState(null, '', confirmationPath), [confirmationPath])
  const params = new URL(confirmationPath, 'http://site.invalid').searchParams
  return <BuyerOrderView number={params.get('order') ?? ''} orderKey={params.get('key')} />
}
