import { isAllowedText, NOT_ALLOWED_TEXT } from './allowed-text.js'
import { REFUSAL_HEADERS } from './refusal-headers.js'
import type { IncomingMessage, ServerResponse } from 'node:http'

/** The methods the site and its APIs answer; any other (TRACE, PROPFIND, …) is a 405 before the app sees it. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

const allowed = new Set<string>(ALLOWED_METHODS)

/**
 * What is wrong with a request before any route looks at it, or undefined when nothing is: a method nobody
 * answers, a path that does not decode, or a path or query parameter with text the text rule refuses (a page's
 * slug or a CMS filter would take a NUL to the database).
 */
export function requestProblem(
  method: string | undefined,
  url: string | undefined,
): { status: 400 | 405; message: string } | undefined {
  if (!method || !allowed.has(method)) return { status: 405, message: `Method ${method ?? ''} is not allowed` }
  const [path = '/', ...query] = (url ?? '/').split('?')
  let decodedPath: string
  try {
    decodedPath = decodeURIComponent(path)
  } catch {
    return { status: 400, message: 'The path is not valid percent-encoding' }
  }
  if (!isAllowedText(decodedPath)) return { status: 400, message: `The path ${NOT_ALLOWED_TEXT}` }
  for (const [name, value] of new URLSearchParams(query.join('?')))
    if (!isAllowedText(name) || !isAllowedText(value))
      return { status: 400, message: `The query string ${NOT_ALLOWED_TEXT}` }
  return undefined
}

/** Answers a request with a problem with a short JSON error and returns true; returns false for any other. */
export function screenRequest(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  onRefused: (line: object) => void,
): boolean {
  const problem = requestProblem(incoming.method, incoming.url)
  if (!problem) return false
  onRefused({
    method: incoming.method?.slice(0, 16),
    url: incoming.url?.slice(0, 200),
    status: problem.status,
    reason: problem.message,
  })
  outgoing.writeHead(problem.status, {
    ...REFUSAL_HEADERS,
    ...(problem.status === 405 ? { allow: ALLOWED_METHODS.join(', ') } : {}),
  })
  outgoing.end(JSON.stringify({ error: problem.message, message: problem.message, status: problem.status }))
  return true
}
