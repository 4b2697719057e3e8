'use client'

import { callSavedList } from '@/components/customer/list-calls'
import type { PendingSave } from '@/lib/customer/login-link'
import { markersChanged } from '@/components/marker-cookies/marker-cookies'

/** The works this browser viewed before the sign-in join the account; a failure leaves them in the browser. */
async function mergeRecentlyViewed(): Promise<void> {
  try {
    const { mergeBrowserViewsIntoAccount } = await import('@/components/recently-viewed/account-views')
    await mergeBrowserViewsIntoAccount()
  } catch (error) {
    console.warn('recently viewed: the views could not join the account', error)
  }
}

/**
 * After a sign-in: the save or follow the visitor came to log in for is made (a failure is logged by the
 * call and leaves the control as it was), then this browser's recently viewed works join the account, then the page moves on to `path`, loaded afresh: its islands read
 * the customer and the cart the login set (and merged the visitor's cart into).
 */
export function useSignedInRedirect(path: string, pendingSave: PendingSave | null = null) {
  return async () => {
    if (pendingSave) await callSavedList(pendingSave, true)
    await mergeRecentlyViewed()
    // The login set the session's marker: islands still on this page read it until the next one loads.
    markersChanged()
    window.location.replace(path)
  }
}
