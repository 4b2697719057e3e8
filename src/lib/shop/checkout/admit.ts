import 'server-only'
import type { NextResponse } from 'next/server'
import type { z } from 'zod'
import { jsonError, mediaType, readJsonBody } from '@/lib/http/json'
import { isFromAnotherSite } from '@/lib/http/same-site'
import { limitRequest, tooManyRequests } from '@/lib/rate-limit/answers'

/** The first checks of every checkout call: this site's pages only, the `checkout` rate, a JSON body of this shape. */
export async function admitShopCall<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<{ ok: true; body: z.output<Schema> } | { ok: false; response: NextResponse }> {
  if (isFromAnotherSite(request.headers))
    return { ok: false, response: jsonError(403, 'Orders are taken from this site’s own pages only') }
  const limit = await limitRequest('checkout', request.headers)
  if (!limit.ok) return { ok: false, response: tooManyRequests(limit.retryAfterSeconds) }
  if (mediaType(request.headers) !== 'application/json')
    return { ok: false, response: jsonError(415, 'Send the order as application/json') }
  const read = await readJsonBody(request)
  if (!read.ok) return read
  const parsed = schema.safeParse(read.body)
  if (parsed.success) return { ok: true, body: parsed.data }
  const issue = parsed.error.issues[0]
  const where = issue?.path.join('.') || 'body'
  return { ok: false, response: jsonError(400, `Invalid order: ${where}: ${issue?.message ?? 'expected an object'}`) }
}
