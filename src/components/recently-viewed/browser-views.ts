import { markerSet } from '@/lib/marker-cookies/marker-set'
import { viewsIn, type View } from '@/lib/recently-viewed/views'

const KEY = 'gallery:recently-viewed'

/**
 * This browser's recently viewed works, newest first. `account` says the list mirrors a signed-in customer's:
 * it was merged into their account, so it is not merged again and is forgotten once they have logged out.
 */
export type BrowserViews = { views: View[]; account: boolean }

const NONE: BrowserViews = { views: [], account: false }

/** Whether the browser holds a session marker; the session itself is HttpOnly. */
export const signedIn = (): boolean => markerSet(document.cookie, 'session')

function readStored(): BrowserViews {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null')
    if (typeof stored !== 'object' || stored === null || !('views' in stored)) return NONE
    return { views: viewsIn(stored.views), account: 'account' in stored && stored.account === true }
  } catch {
    // Storage refused (a private window, a full quota) or a value another script wrote: nothing kept.
    return NONE
  }
}

export function writeBrowserViews(list: BrowserViews): void {
  try {
    if (list.views.length === 0 && !list.account) localStorage.removeItem(KEY)
    else localStorage.setItem(KEY, JSON.stringify(list))
  } catch (error) {
    console.warn('recently viewed: this browser keeps no list', error)
  }
}

/** The list, without a customer's who has since logged out: their views are not shown to the next visitor. */
export function readBrowserViews(): BrowserViews {
  const list = readStored()
  if (!list.account || signedIn()) return list
  writeBrowserViews(NONE)
  return NONE
}

export function clearBrowserViews(): void {
  writeBrowserViews(NONE)
}
