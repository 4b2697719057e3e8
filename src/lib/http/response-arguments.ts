import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http'

/** The headers `writeHead` takes: an object, [name, value, name, value, …] or [[name, value], …]. */
export type HeaderList = OutgoingHttpHeaders | OutgoingHttpHeader[]

export type HeadArguments = {
  statusCode: number
  statusMessage: string | undefined
  headers: HeaderList | undefined
}

/** `writeHead(status, reason?, headers?)`: the reason is the only string that can come second. */
export function headArguments(
  statusCode: number,
  reasonOrHeaders?: string | HeaderList,
  headers?: HeaderList,
): HeadArguments {
  if (typeof reasonOrHeaders === 'string') return { statusCode, statusMessage: reasonOrHeaders, headers }
  return { statusCode, statusMessage: undefined, headers: reasonOrHeaders }
}

function headerPairs(headers: OutgoingHttpHeader[]): Array<[string, OutgoingHttpHeader]> {
  const pairs: Array<[string, OutgoingHttpHeader]> = []
  const nested = headers.filter((entry) => Array.isArray(entry))
  if (nested.length === headers.length) {
    for (const [name, value] of nested) if (value !== undefined) pairs.push([String(name), value])
    return pairs
  }
  for (let index = 0; index + 1 < headers.length; index += 2) {
    const value = headers[index + 1]
    if (value !== undefined) pairs.push([String(headers[index]), value])
  }
  return pairs
}

/**
 * Puts writeHead's headers on the response, where getHeaders() reads them, as Node merges them: an
 * object's replace those set before; a list's replace them too but may repeat a name (two cookies).
 */
export function setHeadHeaders(outgoing: ServerResponse, headers: HeaderList | undefined): void {
  if (!headers) return
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) outgoing.setHeader(name, value)
    return
  }
  const pairs = headerPairs(headers)
  for (const [name] of pairs) outgoing.removeHeader(name)
  for (const [name, value] of pairs) outgoing.appendHeader(name, typeof value === 'number' ? String(value) : value)
}

export type Callback = (error?: Error | null) => void

/** What `write` and `end` are given: (chunk, encoding, callback), any of them left out. */
export type WriteArguments = [chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown]

export function writeArguments([first, second, third]: WriteArguments): {
  chunk: Buffer | undefined
  callback: Callback | undefined
} {
  const callback = [first, second, third].find((arg): arg is Callback => typeof arg === 'function')
  if (first === undefined || first === null || typeof first === 'function') return { chunk: undefined, callback }
  const encoding = typeof second === 'string' ? (second as BufferEncoding) : 'utf8'
  const chunk = typeof first === 'string' ? Buffer.from(first, encoding) : Buffer.from(first as Uint8Array)
  return { chunk, callback }
}
