'use client'

import { useRouter } from 'next/navigation'
import { useSWRConfig } from 'swr'
import { callSavedList } from '@/components/customer/list-calls'
import type { PendingSave } from '@/lib/customer/login-link'
import { CART_KEY } from '@/components/shop/cart/cart-client'
import { CUSTOMER_KEY } from '@/components/customer/useCustomer'
import { markersChanged } from '@/components/marker-cookies/marker-cookies'

/**
 * After a sign-in: the save or follow the visitor came to log in for is made (a failure is logged by the
 * call and leaves the control as it was), every island re-reads the customer and the cart, then the page moves on to `path`.
 */
export function useSignedInRedirect(path: string, pendingSave: PendingSave | null = null) {
  const router = useRouter()
  const { mutate } = useSWRConfig()
  return async () => {
    if (pendingSave) await callSavedList(pendingSave, true)
    // The login set the session's marker and merged the visitor's cart into the customer's: the islands ask
    // for the customer, and the header's count reads the cart again.
    markersChanged()
    await Promise.all([mutate(CUSTOMER_KEY), mutate(CART_KEY)])
    router.push(path)
  }
}
