'use client'

import { callSavedList } from '@/components/customer/list-calls'
import type { PendingSave } from '@/lib/customer/login-link'
import { markersChanged } from '@/components/marker-cookies/marker-cookies'

/**
 * After a sign-in: the save or follow the visitor came to log in for is made (a failure is logged by the
 * call and leaves the control as it was), then the page moves on to `path`, loaded afresh: its islands read
 * the customer and the cart the login set (and merged the visitor's cart into).
 */
export function useSignedInRedirect(path: string, pendingSave: PendingSave | null = null) {
  return async () => {
    if (pendingSave) await callSavedList(pendingSave, true)
    // The login set the session's marker: islands still on this page read it until the next one loads.
    markersChanged()
    window.location.replace(path)
  }
}
