import { pendingSaveFromParams, pendingSaveParams, type PendingSave } from '@/lib/customer/login-link'
import { safeLocalPath } from '@/lib/http/safe-path'

/** The embedded shop's account pages. */
export const ACCOUNT_PATHS = {
  account: '/account',
  login: '/account/login',
  register: '/account/register',
  forgot: '/account/forgot',
} as const

const REDIRECT_PARAM = 'redirect_after_login'

/**
 * `path` carrying where to go after signing in and what to save then, so switching between log-in and sign-up
 * keeps both.
 */
export function carryingRedirect(path: string, redirectTo: string, pendingSave: PendingSave | null = null): string {
  const params = new URLSearchParams(pendingSave ? pendingSaveParams(pendingSave) : {})
  if (redirectTo !== ACCOUNT_PATHS.account) params.set(REDIRECT_PARAM, redirectTo)
  return params.size ? `${path}?${params}` : path
}

type SearchParams = Record<string, string | string[] | undefined>

/** What the log-in and sign-up pages were asked to do once signed in: where to go, and what to save first. */
export function signInTarget(params: SearchParams): { redirectTo: string; pendingSave: PendingSave | null } {
  const redirect = params[REDIRECT_PARAM]
  return {
    redirectTo: safeLocalPath(Array.isArray(redirect) ? redirect[0] : redirect, ACCOUNT_PATHS.account),
    pendingSave: pendingSaveFromParams(params),
  }
}

/**
 * The same, read from the page's address (the page cache keys on all of it): the first of a repeated parameter
 * counts.
 */
export function signInTargetOf(url: URL) {
  return signInTarget(Object.fromEntries([...url.searchParams].reverse()))
}
