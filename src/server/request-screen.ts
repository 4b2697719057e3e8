import { REFUSAL_HEADERS } from './refusal-headers.js'
import type { IncomingMessage, ServerResponse } from 'node:http'

/** The methods the site and its APIs answer; any other (TRACE, PROPFIND, …) is a 405 before the app sees it. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

const allowed = new Set<string>(ALLOWED_METHODS)

/** What is wrong with a request before any route looks at it, or undefined when nothing is. */
export function requestProblem(
  method: string | undefined,
  url: string | undefined,
): { status: 400 | 405; message: string } | undefined {
  if (!method || !allowed.has(method)) return { status: 405, message: `Method ${method ?? ''} is not allowed` }
  const path = (url ?? '/').split('?', 1)[0] ?? '/'
  try {
    decodeURIComponent(path)
  } catch {
    return { status: 400, message: 'The path is not valid percent-encoding' }
  }
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
