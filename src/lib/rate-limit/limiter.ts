import 'server-only'
import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import { effectiveLimits, type Limit, type RateLimitRule } from './rules'
import { connectSharedCountStore, sharedCountStore } from './shared-store'

export type RateLimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number }

let redis: Redis | undefined
const limiters = new Map<RateLimitRule, RateLimiterAbstract>()

/**
 * One process keeps its counts in memory; several behind one address share them in Redis or Valkey
 * (`RATE_LIMIT_REDIS_URL`), falling back to memory while that store is unreachable.
 */
function createLimiter(rule: RateLimitRule, { points, seconds }: Limit): RateLimiterAbstract {
  const options = { keyPrefix: `rate-limit:${rule}`, points, duration: seconds }
  const url = env().RATE_LIMIT_REDIS_URL
  if (!url) return new RateLimiterMemory(options)
  redis ??= sharedCountStore(url)
  return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
}

function limiterFor(rule: RateLimitRule): RateLimiterAbstract {
  let limiter = limiters.get(rule)
  if (!limiter) {
    limiter = createLimiter(rule, effectiveLimits(env().RATE_LIMITS)[rule])
    limiters.set(rule, limiter)
  }
  return limiter
}

/**
 * Opens the shared store at start-up, when one is configured, so that every request of every instance counts
 * there from the first.
 */
export async function openRateLimitStore(): Promise<void> {
  const url = env().RATE_LIMIT_REDIS_URL
  if (!url) return
  redis ??= sharedCountStore(url)
  await connectSharedCountStore(redis)
}

/**
 * Counts a request against the rule for this key (`cost` 0 only checks), and says whether it may go
 * ahead: once the key is over its limit, free requests are refused too.
 */
export async function consumeRateLimit(rule: RateLimitRule, key: string, cost = 1): Promise<RateLimitOutcome> {
  try {
    await limiterFor(rule).consume(key, cost)
    return { ok: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    // A store that cannot count must not take the site down with it: the request goes ahead, logged.
    log.error({ err: rejection, rule }, 'rate limit: the store failed; request allowed')
    return { ok: true }
  }
}

/** Forgets the key's count, e.g. the wrong guesses before a successful login. */
export async function clearRateLimit(rule: RateLimitRule, key: string): Promise<void> {
  try {
    await limiterFor(rule).delete(key)
  } catch (error) {
    log.error({ err: error, rule }, 'rate limit: could not clear a count')
  }
}
