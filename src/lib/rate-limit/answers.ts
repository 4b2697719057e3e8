import 'server-only'
import type { IncomingHttpHeaders } from 'node:http'
import { NextResponse } from 'next/server'
import { env } from '@/lib/env'
import { errorBody } from '@/lib/http/json'
import { clientAddress } from './client-address'
import { consumeRateLimit, type RateLimitOutcome } from './limiter'
import type { RateLimitRule } from './rules'

export const TOO_MANY_REQUESTS = 'Too many requests: try again later'

/** The address a request is counted under, from a fetch `Request`'s headers or Node's. */
export function requestAddress(headers: Headers | IncomingHttpHeaders): string {
  const source =
    headers instanceof Headers
      ? headers
      : {
          get: (name: string) => {
            const value = headers[name]
            return Array.isArray(value) ? value.join(',') : (value ?? null)
          },
        }
  return clientAddress(source, env().RATE_LIMIT_PROXY_HOPS)
}

/** What a request is counted under: its address, and `scope` (e.g. an account) when the rule counts per scope. */
export function rateLimitKey(headers: Headers | IncomingHttpHeaders, scope = ''): string {
  const address = requestAddress(headers)
  return scope ? `${address}|${scope}` : address
}

/** Counts the request against the rule, keyed by its address (and `scope`). */
export function limitRequest(
  rule: RateLimitRule,
  headers: Headers | IncomingHttpHeaders,
  { scope = '', cost = 1 }: { scope?: string; cost?: number } = {},
): Promise<RateLimitOutcome> {
  return consumeRateLimit(rule, rateLimitKey(headers, scope), cost)
}

export const retryAfterHeaders = (seconds: number) => ({ 'retry-after': String(seconds) })

/** The 429 answer of the site's own API routes, in the shape of every other API error. */
export function tooManyRequests(retryAfterSeconds: number): NextResponse {
  return NextResponse.json(errorBody(429, TOO_MANY_REQUESTS), {
    status: 429,
    headers: retryAfterHeaders(retryAfterSeconds),
  })
}
