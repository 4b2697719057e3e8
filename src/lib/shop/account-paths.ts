import { pendingSaveParams, type PendingSave } from '@/lib/customer/login-link'

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
