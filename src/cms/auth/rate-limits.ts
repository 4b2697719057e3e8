import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { limitRequest, rateLimitKey, retryAfterHeaders, TOO_MANY_REQUESTS } from '@/lib/rate-limit/answers'
import { clearRateLimit, type RateLimitOutcome } from '@/lib/rate-limit/limiter'
import type { RateLimitRule } from '@/lib/rate-limit/rules'
import { isStaff } from '../access/roles'

class TooManyRequests extends APIError {
  constructor() {
    super(TOO_MANY_REQUESTS, 429, undefined, true)
  }
}

/** Only callers from outside count: the server's own Local API calls (seed, import) are trusted. */
const fromOutside = (req: PayloadRequest) => req.payloadAPI !== 'local'

/** The account a login is for, as Payload looks it up. */
function accountOf(collection: string, data: unknown): string {
  const email = data && typeof data === 'object' ? Reflect.get(data, 'email') : undefined
  return `${collection}:${typeof email === 'string' ? email.toLowerCase().trim() : ''}`
}

async function enforce(req: PayloadRequest, rule: RateLimitRule, scope?: string): Promise<void> {
  const outcome: RateLimitOutcome = await limitRequest(rule, req.headers, { scope })
  if (outcome.ok) return
  // Payload's error answer carries the request's response headers: that is how the 429 gets its Retry-After.
  const headers = req.responseHeaders ?? new Headers()
  for (const [name, value] of Object.entries(retryAfterHeaders(outcome.retryAfterSeconds))) headers.set(name, value)
  req.responseHeaders = headers
  throw new TooManyRequests()
}

/**
 * The rate limits of an account collection's operations that strangers can call. These replace Payload's
 * lockout, which locked the real owner out after a stranger's five wrong guesses.
 */
export const limitAccountOperations: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (!fromOutside(req)) return args
  if (operation === 'login') {
    await enforce(req, 'login-address')
    await enforce(req, 'login', accountOf(collection.slug, args.data))
  } else if (operation === 'resetPassword') {
    await enforce(req, 'password-reset')
  } else if (operation === 'create' && !isStaff({ req })) {
    await enforce(req, 'sign-up')
  }
  return args
}

/**
 * The limit on reset requests, checked by the reset request's own endpoint before it answers: the work
 * behind the answer runs later, where a refusal could no longer reach the caller. It shares its count
 * with reset-token guesses.
 */
export async function limitResetRequests(req: PayloadRequest): Promise<void> {
  if (fromOutside(req)) await enforce(req, 'password-reset')
}

/** A successful login forgets the wrong guesses before it from that address. */
export const forgetGuessesAfterLogin: CollectionAfterLoginHook = async ({ collection, req, user }) => {
  if (fromOutside(req)) await clearRateLimit('login', rateLimitKey(req.headers, accountOf(collection.slug, user)))
}
