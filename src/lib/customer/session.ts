import 'server-only'
import type { Payload } from 'payload'
import { authenticate } from '@/cms/auth/session-lookup'
import type { Customer } from '@/payload-types'

/**
 * The customer a request speaks for: the token in its body when it has one, else its session cookie. A staff
 * session, an expired or forged token, or none at all is nobody. A session the database cannot be asked about
 * right now throws that database's error, so that the caller answers 503 rather than "not signed in".
 */
export async function requestingCustomer(
  payload: Payload,
  request: Request,
  bodyToken: string | undefined,
): Promise<Customer | null> {
  const headers = new Headers(request.headers)
  if (bodyToken) {
    headers.delete('cookie')
    headers.set('authorization', `JWT ${bodyToken}`)
  }
  const user = await authenticate(payload, headers)
  return user?.collection === 'customers' ? user : null
}

/** Whether the request carries a token (in its body or an Authorization header) or a session cookie, valid or not. */
export function presentsCredentials(payload: Payload, request: Request, bodyToken: string | undefined): boolean {
  if (bodyToken || request.headers.has('authorization')) return true
  const sessionCookie = `${payload.config.cookiePrefix}-token=`
  return (request.headers.get('cookie') ?? '').split(';').some((part) => part.trim().startsWith(sessionCookie))
}
