import type {
  CollectionAfterLoginHook,
  CollectionAfterLogoutHook,
  CollectionAfterRefreshHook,
  PayloadRequest,
} from 'payload'
import { markerCookie } from '@/lib/marker-cookies/marker-cookie'

/** Payload sends the request's response headers with its own answer, beside the session cookie it sets. */
function sendWithAnswer(req: PayloadRequest, setCookie: string): void {
  const headers = req.responseHeaders ?? new Headers()
  headers.append('set-cookie', setCookie)
  req.responseHeaders = headers
}

// The session marker is set whenever Payload sets the session cookie (a login, a sign-up's login, a password
// reset, a refresh) for the same time, so that the two expire together, and cleared when a logout clears it.

export const markSessionAfterLogin: CollectionAfterLoginHook = ({ collection, req, user }) => {
  sendWithAnswer(req, markerCookie('session', collection.auth.tokenExpiration))
  return user
}

export const markSessionAfterRefresh: CollectionAfterRefreshHook = ({ collection, req }) =>
  sendWithAnswer(req, markerCookie('session', collection.auth.tokenExpiration))

export const unmarkSessionAfterLogout: CollectionAfterLogoutHook = ({ req }) =>
  sendWithAnswer(req, markerCookie('session', undefined))
