import type { IncomingMessage, ServerResponse } from 'node:http'
import { localPath } from './safe-path'
import { secureResponse, type SecurityOptions } from './secure-responses'

const ADMIN_PATH = /^\/admin(?:\/|$)/i
// Payload's admin goes where this parameter says after a sign-in (in the browser) and when an editor who is
// already signed in opens the login page (on the server). Its own check lets `/.//evil.example` through.
const REDIRECT_PARAM = 'redirect'
const ADMIN_HOME = '/admin'

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

/**
 * The same admin address with its `redirect` in normal form, or without it when it leads off the site;
 * undefined when the address is not the admin's, has no `redirect`, or has one safe already.
 */
export function adminAddressWithSafeRedirect(method: string | undefined, url: string | undefined): string | undefined {
  if ((method !== 'GET' && method !== 'HEAD') || !url) return undefined
  const queryStart = url.indexOf('?')
  if (queryStart < 0) return undefined
  const pathname = url.slice(0, queryStart)
  if (!ADMIN_PATH.test(decodedPath(pathname))) return undefined
  const params = new URLSearchParams(url.slice(queryStart + 1))
  const targets = params.getAll(REDIRECT_PARAM)
  if (targets.length === 0) return undefined
  const safeTarget = localPath(targets[0])
  if (targets.length === 1 && safeTarget === targets[0]) return undefined
  params.delete(REDIRECT_PARAM)
  if (safeTarget !== undefined) params.set(REDIRECT_PARAM, safeTarget)
  const safePathname = localPath(pathname) ?? ADMIN_HOME
  return params.size ? `${safePathname}?${params}` : safePathname
}

/** Sends an admin request whose `redirect` is not a safe path to the same address with a safe one. */
export function answerUnsafeAdminRedirect(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  security: SecurityOptions,
): boolean {
  const address = adminAddressWithSafeRedirect(incoming.method, incoming.url)
  if (address === undefined) return false
  secureResponse(incoming, outgoing, security)
  outgoing.writeHead(302, { Location: address, 'Cache-Control': 'no-store' }).end()
  return true
}
