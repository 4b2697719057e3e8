import { parse as parseCookies } from 'cookie'
import { jwtVerify } from 'jose'
import type { AuthStrategy, CollectionSlug, Payload } from 'payload'
import { DatabaseUnavailableError, rememberUnavailableDatabase, unavailableDatabaseOf } from '../database-unavailable'

type SessionUser = Awaited<ReturnType<Payload['auth']>>['user']

function presentedToken(payload: Payload, headers: Headers): string | undefined {
  const authorization = headers.get('authorization') ?? ''
  const scheme = /^(?:JWT|Bearer) (.+)$/.exec(authorization)
  if (scheme?.[1]) return scheme[1]
  return parseCookies(headers.get('cookie') ?? '')[`${payload.config.cookiePrefix}-token`]
}

/** The account a signed token names, or undefined for no token or one that is expired or forged. */
async function signedReference(payload: Payload, headers: Headers) {
  const token = presentedToken(payload, headers)
  if (!token) return undefined
  try {
    const { payload: claims } = await jwtVerify(token, new TextEncoder().encode(payload.secret))
    const { id, collection } = claims
    const slug = Object.keys(payload.collections).find((known): known is CollectionSlug => known === collection)
    return slug && (typeof id === 'string' || typeof id === 'number') ? { id, collection: slug } : undefined
  } catch {
    return undefined
  }
}

/**
 * Payload's session lookup answers "nobody" whatever went wrong, so a signed-in customer looked logged out while
 * the database was down. When a signed token finds no one, its account is looked up once more: a database that
 * is locked or out of reach is remembered for the request, to be answered as a 503 (see `authenticate`).
 */
async function lookAgain(payload: Payload, headers: Headers): Promise<void> {
  const reference = await signedReference(payload, headers)
  if (!reference) return
  try {
    await payload.db.findOne({ collection: reference.collection, where: { id: { equals: reference.id } } })
  } catch (error) {
    if (!rememberUnavailableDatabase(headers, error))
      payload.logger.error({ err: error, msg: 'session lookup: the account could not be read' })
  }
}

/** `onInit`: Payload's JWT session lookup, followed by that second look when it found no one. */
export function watchSessionLookups(payload: Payload): void {
  const jwt = payload.authStrategies.find((strategy: AuthStrategy) => strategy.name === 'local-jwt')
  if (!jwt) return
  const lookUp = jwt.authenticate
  jwt.authenticate = async (args) => {
    const result = await lookUp(args)
    if (!result.user) await lookAgain(args.payload, args.headers)
    return result
  }
}

/**
 * Who the headers speak for, like `payload.auth`, except that a session which could not be read because the
 * database is busy or down throws that error (a 503 for the caller) instead of reading as nobody.
 */
export async function authenticate(payload: Payload, headers: Headers): Promise<SessionUser> {
  const { user } = await payload.auth({ headers })
  const unavailable = unavailableDatabaseOf(headers)
  if (unavailable) throw new DatabaseUnavailableError(unavailable)
  return user
}
