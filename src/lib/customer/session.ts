import 'server-only'
import type { Payload } from 'payload'
import type { Customer } from '@/payload-types'

/**
 * The customer a request speaks for: the token in its body when it has one, else its session cookie. A staff
 * session, an expired or forged token, or none at all is nobody.
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
  const { user } = await payload.auth({ headers })
  return user?.collection === 'customers' ? user : null
}

/** Whether the request carries a token or a session cookie at all, valid or not. */
export function presentsCredentials(payload: Payload, request: Request, bodyToken: string | undefined): boolean {
  if (bodyToken) return true
  const sessionCookie = `${payload.config.cookiePrefix}-token=`
  return (request.headers.get('cookie') ?? '').split(';').some((part) => part.trim().startsWith(sessionCookie))
}
