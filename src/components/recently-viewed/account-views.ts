import { fetchJson } from '@/components/forms/post-json'
import { viewsIn, type View } from '@/lib/recently-viewed/views'
import { clearBrowserViews, readBrowserViews, writeBrowserViews } from './browser-views'

const PATH = '/api/customer/recently-viewed'

/** The account's list as the call answered it, kept in this browser too; null when there was no account to ask. */
async function callAccount(method: 'POST' | 'PUT', views: readonly View[]): Promise<View[] | null> {
  const answer = await fetchJson(PATH, { label: 'The recently viewed call', method, body: { views } })
  if (!answer.reached) return null
  if (answer.status !== 200) {
    // 401: the session ended; the browser's list stays the visitor's.
    if (answer.status !== 401) console.warn('recently viewed: the account call failed', answer.status)
    return null
  }
  const body = answer.body
  const account = viewsIn(typeof body === 'object' && body !== null && 'views' in body ? body.views : null)
  writeBrowserViews({ views: account, account: true })
  return account
}

/**
 * Brings this browser and the signed-in customer's account to the same list: a list not yet merged (viewed
 * before logging in) goes whole; once merged, only the view just made goes (if any), so that a list cleared in
 * another browser does not come back from this one. Answers the account's list, or null without an account.
 */
export function syncAccountViews(justViewed: View | null = null): Promise<View[] | null> {
  const { views, account } = readBrowserViews()
  if (!account) return callAccount('POST', views)
  return callAccount('POST', justViewed ? [justViewed] : [])
}

/** On login: this browser's views join the account; a list kept for an earlier session is not merged. */
export async function mergeBrowserViewsIntoAccount(): Promise<void> {
  const { views, account } = readBrowserViews()
  if (account) clearBrowserViews()
  else if (views.length > 0) await callAccount('POST', views)
}

/** Clears the account's list; the caller clears the browser's. */
export async function clearAccountViews(): Promise<boolean> {
  return (await callAccount('PUT', [])) !== null
}
