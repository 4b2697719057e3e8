import 'server-only'
import type { NextResponse } from 'next/server'
import { safeParse, type core } from 'zod'
import { limitRequest, tooManyRequests } from '@/lib/rate-limit/answers'
import type { RateLimitRule } from '@/lib/rate-limit/rules'
import { jsonError, mediaType, readJsonBody } from './json'
import { isFromAnotherSite } from './same-site'

/** How one route admits its writes: the rate it counts against and what each refusal says. */
export type JsonWriteRules = {
  rateLimit: RateLimitRule
  /** The 403 message to a page of another site. */
  crossSiteMessage?: string
  /** When given, a body sent as anything but `application/json` is refused with 415 and this message. */
  notJsonMessage?: string
  /** An empty or `null` body is read as `{}`, for calls that may send none; otherwise the schema judges it. */
  emptyBodyAsObject?: boolean
  /** The 400 message for a body the schema refuses, from the first of its issues. */
  invalidMessage?: (issue: core.$ZodIssue | undefined) => string
}

type Admission<Body> = { ok: true; body: Body } | { ok: false; response: NextResponse }

/** `Invalid request: artwork.id must be an artwork id`: where in the body, and what is wrong there. */
function invalidRequestMessage(issue: core.$ZodIssue | undefined): string {
  const why = issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : 'bad body'
  return `Invalid request: ${why}`
}

/**
 * What every JSON write from the site's own pages checks first, in this order: the site, the rate, the
 * media type (when the route asks for one), the body's shape. A refusal is the 4xx answer to send.
 */
export async function admitJsonWrite<Body>(
  request: Request,
  rules: JsonWriteRules,
  schema: core.$ZodType<Body>,
): Promise<Admission<Body>> {
  const { crossSiteMessage = 'Cross-site requests are refused', invalidMessage = invalidRequestMessage } = rules
  if (isFromAnotherSite(request.headers)) return { ok: false, response: jsonError(403, crossSiteMessage) }
  const limit = await limitRequest(rules.rateLimit, request.headers)
  if (!limit.ok) return { ok: false, response: tooManyRequests(limit.retryAfterSeconds) }
  if (rules.notJsonMessage !== undefined && mediaType(request.headers) !== 'application/json')
    return { ok: false, response: jsonError(415, rules.notJsonMessage) }
  const read = await readJsonBody(request)
  if (!read.ok) return read
  const parsed = safeParse(schema, rules.emptyBodyAsObject ? (read.body ?? {}) : read.body)
  if (parsed.success) return { ok: true, body: parsed.data }
  return { ok: false, response: jsonError(400, invalidMessage(parsed.error.issues[0])) }
}
