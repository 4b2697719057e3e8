import 'server-only'
import type { NextResponse } from 'next/server'
import type { z } from 'zod'
import { limitRequest, tooManyRequests } from '@/lib/rate-limit/answers'
import type { RateLimitRule } from '@/lib/rate-limit/rules'
import { jsonError, readJsonBody } from './json'
import { isFromAnotherSite } from './same-site'

/**
 * What every JSON write from the site's own pages checks first, in this order: the site, the rate, the
 * body's shape. A refusal is the 4xx answer to send; an absent body counts as `{}`.
 */
export async function admitJsonWrite<Body>(
  request: Request,
  rule: RateLimitRule,
  schema: z.ZodType<Body>,
): Promise<{ ok: true; body: Body } | { ok: false; response: NextResponse }> {
  if (isFromAnotherSite(request.headers))
    return { ok: false, response: jsonError(403, 'Cross-site requests are refused') }
  const limit = await limitRequest(rule, request.headers)
  if (!limit.ok) return { ok: false, response: tooManyRequests(limit.retryAfterSeconds) }
  const read = await readJsonBody(request)
  if (!read.ok) return { ok: false, response: read.response }
  const parsed = schema.safeParse(read.body ?? {})
  if (parsed.success) return { ok: true, body: parsed.data }
  const issue = parsed.error.issues[0]
  const why = issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : 'bad body'
  return { ok: false, response: jsonError(400, `Invalid request: ${why}`) }
}
