'use client'

import { useBrowserStore } from '@/lib/device/useHydrated'
import type { View } from '@/lib/recently-viewed/views'
import { clearBrowserViews, readBrowserViews, signedIn } from './browser-views'

const listeners = new Set<() => void>()
const changed = () => {
  for (const listener of listeners) listener()
}

/** For a customer, the account's list, which the call keeps in this browser: read once per page. */
let accountRead: Promise<unknown> | undefined
function readAccountOnce(): Promise<unknown> {
  accountRead ??= import('./account-views')
    .then(({ syncAccountViews }) => syncAccountViews())
    .catch((error: unknown) => console.warn('recently viewed: the account list could not be read', error))
  return accountRead
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab of this browser viewed or cleared works.
  window.addEventListener('storage', listener)
  if (signedIn()) void readAccountOnce().then(changed)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

const read = (): View[] => readBrowserViews().views

/** Clears this browser's list at once, then (for a customer) the account's; false when the account kept it. */
export async function clearViews(): Promise<boolean> {
  clearBrowserViews()
  changed()
  if (!signedIn()) return true
  const { clearAccountViews } = await import('./account-views')
  return clearAccountViews()
}

/** This browser's recently viewed works, newest first, with the account's for a customer; null on the server. */
export const useBrowserViews = (): View[] | null => useBrowserStore(subscribe, read, null)
