import { NextResponse } from 'next/server'

export const MAX_BODY_BYTES = 256 * 1024

export function jsonError(status: number, message: string) {
  return NextResponse.json({ error: message, message, status }, { status })
}

/**
 * Reads a JSON body whatever its content type (Algolia's browser clients send text/plain to skip CORS
 * preflights). Malformed or oversized bodies become a 400 answer, never an exception.
 */
export async function readJsonBody(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; response: NextResponse }> {
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) return { ok: false, response: jsonError(413, 'Request body too large') }
  if (text.trim() === '') return { ok: true, body: undefined }
  try {
    return { ok: true, body: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, response: jsonError(400, 'Request body is not valid JSON') }
  }
}
