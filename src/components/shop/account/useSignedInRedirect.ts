'use client'

import { useRouter } from 'next/navigation'
import { useSWRConfig } from 'swr'
import { callSavedList } from '@/components/customer/list-calls'
import type { PendingSave } from '@/lib/customer/login-link'
import { CART_KEY } from '@/components/shop/cart/cart-client'
import { CUSTOMER_KEY } from '@/components/customer/useCustomer'

/**
 * After a sign-in: the save or follow the visitor came to log in for is made (a failure is logged by the
 * call and leaves the control as it was), every island re-reads the customer and the cart, then the page moves on to `path`.
 */
export function useSignedInRedirect(path: string, pendingSave: PendingSave | null = null) {
  const router = useRouter()
  const { mutate } = useSWRConfig()
  return async () => {
    if (pendingSave) await callSavedList(pendingSave, true)
    // The login merged the visitor's cart into the customer's: the header's count reads it again.
    await Promise.all([mutate(CUSTOMER_KEY), mutate(CART_KEY)])
    router.push(path)
  }
}
