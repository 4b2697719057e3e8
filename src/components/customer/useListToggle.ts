'use client'

import { useState } from 'react'
import { loginToSaveHref, type PendingSave } from '@/lib/customer/login-link'
import { useCustomer } from '@/components/customer/useCustomer'
import { useHydrated } from '@/lib/device/useHydrated'
import { useSavedControls } from './SavedControls'

/**
 * The state of one save or follow control: hidden, a login link for a visitor, or a toggle for a customer
 * that changes only on a 200 with the updated customer, with a spinner while the call is in flight.
 */
export function useListToggle(
  target: PendingSave,
  isOn: (lists: { artworks: number[]; artistSlugs: string[] }) => boolean,
) {
  const controls = useSavedControls()
  const { customer, isLoading, hasSession, setCustomer } = useCustomer()
  // The page's own address (with the grid's filters) once in the browser; until then the one the server drew.
  const currentPath = useHydrated() ? `${window.location.pathname}${window.location.search}` : controls.pagePath
  const [pending, setPending] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  const on = customer
    ? isOn({ artworks: customer.artworks, artistSlugs: customer.artists.map((artist) => artist.slug) })
    : false

  async function toggle() {
    if (pending) return
    setPending(true)
    setMessage(null)
    // The call's code loads with the first click: most views of a heart never make one.
    const { callSavedList } = await import('./list-calls')
    const outcome = await callSavedList(target, !on)
    if (outcome.ok) await setCustomer(outcome.customer)
    else setMessage(outcome.message)
    setPending(false)
  }

  const loginHref = loginToSaveHref({
    loginHref: controls.loginHref,
    accountHref: controls.accountHref,
    currentPath,
    pending: target,
  })
  // Until the browser has read the session marker (the server's HTML, and hydration), a control is a visitor's
  // login link, as most visitors see it: their islands then hydrate without changing a node, and a control that
  // has not hydrated yet still leads somewhere. A customer who follows it early is saved for at the login page.
  const mode = !controls.enabled ? 'hidden' : customer ? 'customer' : hasSession && isLoading ? 'loading' : 'visitor'
  return { mode, on, pending, message, toggle, loginHref } as const
}
