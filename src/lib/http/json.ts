import { NextResponse } from 'next/server'
import { disallowedTextPath, NOT_ALLOWED_TEXT } from '@/server/allowed-text'
import { jsonNestingDepth, MAX_JSON_DEPTH } from './json-depth'

export const MAX_BODY_BYTES = 256 * 1024

/** A request body's media type, without parameters such as `charset`: `application/json`. */
export const mediaType = (headers: Headers) =>
  (headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()

/** Every API error's body: `error` for our clients, `message` and `status` as Algolia's clients read them. */
export const errorBody = (status: number, message: string) => ({ error: message, message, status })

export function jsonError(status: number, message: string) {
  return NextResponse.json(errorBody(status, message), { status })
}

/**
 * A request body's text as JSON; an empty body is `undefined`. Refuses nesting deeper than MAX_JSON_DEPTH and,
 * in any key or value, a character the text rule refuses (src/server/allowed-text.ts): every route reads its
 * body here, so no route's schema has to remember it.
 */
export function parseJsonText(text: string): { ok: true; body: unknown } | { ok: false; reason: string } {
  if (text.trim() === '') return { ok: true, body: undefined }
  if (jsonNestingDepth(text) > MAX_JSON_DEPTH)
    return { ok: false, reason: `Request body nests deeper than ${MAX_JSON_DEPTH} levels` }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { ok: false, reason: 'Request body is not valid JSON' }
  }
  const refused = disallowedTextPath(body)
  return refused ? { ok: false, reason: `Invalid request: ${refused} ${NOT_ALLOWED_TEXT}` } : { ok: true, body }
}

/**
 * Reads a JSON body whatever its content type (Algolia's browser clients send text/plain to skip CORS
 * preflights). Malformed or oversized bodies become a 400 answer, never an exception.
 */
export async function readJsonBody(
  request: Request,
): Promise<{ ok: true; body: unknown } | { ok: false; response: NextResponse }> {
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) return { ok: false, response: jsonError(413, 'Request body too large') }
  const parsed = parseJsonText(text)
  return parsed.ok ? parsed : { ok: false, response: jsonError(400, parsed.reason) }
}
