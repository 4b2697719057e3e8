import { mediaType } from '@/lib/http/json'
import { jsonNestingDepth, MAX_JSON_DEPTH } from '@/lib/http/json-depth'
import { disallowedTextPath, isAllowedText, NOT_ALLOWED_TEXT } from '@/server/allowed-text'
import { reject, type Rejection } from './rejection'

/** Rich text documents run to a few hundred kilobytes; no JSON body the CMS takes comes near this. */
const MAX_JSON_BODY_BYTES = 4 * 1024 * 1024

const WITH_BODY = new Set(['POST', 'PATCH', 'PUT'])

/**
 * Every JSON body the CMS takes (a document, its changes, credentials) is one object, and its text keeps the
 * rule every request's text keeps (src/server/allowed-text.ts): PostgreSQL answers a NUL with an error.
 */
function jsonTextRejection(text: string, name: string): Rejection | undefined {
  if (jsonNestingDepth(text) > MAX_JSON_DEPTH) return reject(400, `${name} nests deeper than ${MAX_JSON_DEPTH} levels`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return reject(400, `${name} is not valid JSON`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return reject(400, `${name} must be a JSON object`)
  const refused = disallowedTextPath(value)
  return refused ? reject(400, `${refused} ${NOT_ALLOWED_TEXT}`) : undefined
}

/** Whether the body is of a type Payload parses into a document's data. */
export function carriesData(request: Request): boolean {
  const type = mediaType(request.headers)
  return type === 'application/json' || type.startsWith('multipart/')
}

/**
 * Checks a request body the CMS is about to parse: JSON must parse and nest within bounds, a multipart body
 * must be well formed with any `_payload` field valid JSON. Payload parses both itself and answers a broken one
 * with a 500; here it is a 400 before Payload sees it. The body is read once, so the request is rebuilt around
 * the same bytes for Payload to read again.
 */
export async function bodyCheck(request: Request): Promise<Rejection | Request> {
  if (!WITH_BODY.has(request.method) || request.body === null) return request
  const type = mediaType(request.headers)
  const isJson = type === 'application/json'
  const isMultipart = type.startsWith('multipart/')
  if (!isJson && !isMultipart) {
    // Payload reads no other body: a document sent as text would arrive as no data at all.
    const bytes = await request.arrayBuffer()
    if (bytes.byteLength > 0) return reject(415, 'Send the body as application/json or multipart/form-data')
    return new Request(request.url, { method: request.method, headers: request.headers })
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (isJson && declared > MAX_JSON_BODY_BYTES) return reject(413, 'Request body too large')
  const bytes = await request.arrayBuffer()
  if (isJson) {
    if (bytes.byteLength > MAX_JSON_BODY_BYTES) return reject(413, 'Request body too large')
    const text = new TextDecoder().decode(bytes)
    const problem = text.trim() === '' ? undefined : jsonTextRejection(text, 'Request body')
    if (problem) return problem
  } else {
    const problem = await multipartRejection(request.headers, bytes)
    if (problem) return problem
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body: bytes })
}

async function multipartRejection(headers: Headers, bytes: ArrayBuffer): Promise<Rejection | undefined> {
  if (!/;\s*boundary=("[^"]+"|[^\s;]+)/i.test(headers.get('content-type') ?? ''))
    return reject(400, 'A multipart body needs a boundary in its Content-Type')
  let form: FormData
  try {
    form = await new Response(bytes, { headers: { 'content-type': headers.get('content-type') ?? '' } }).formData()
  } catch {
    return reject(400, 'The multipart body is malformed')
  }
  for (const [name, value] of form) {
    const text = typeof value === 'string' ? value : value.name
    if (!isAllowedText(name) || !isAllowedText(text)) return reject(400, `A multipart field ${NOT_ALLOWED_TEXT}`)
  }
  const data = form.get('_payload')
  return typeof data === 'string' ? jsonTextRejection(data, 'The _payload field') : undefined
}
