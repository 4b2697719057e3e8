import { getCms } from '@/lib/cms/payload'
import { bodyCheck, carriesData } from './body'
import { pathResolver, restTarget, targetRejection } from './entity'
import { preferenceDeleteRejection } from './preferences'
import { parseQuery, queryRejection } from './query'
import { reject, rejectionResponse, type Rejection } from './rejection'
import { answerUnlessDatabaseUnavailable } from './unavailable-database'

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

// A control character in an id or key is never meant, and some reach the database as an error.
const CONTROL = /[\u0000-\u001f\u007f]/

/** The path's segments after /api/, decoded; undefined when an escape does not decode or decodes to a control. */
function pathSegments(pathname: string): string[] | undefined {
  try {
    const segments = pathname
      .replace(/^\/api\/?/, '')
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent)
    return segments.some((segment) => CONTROL.test(segment)) ? undefined : segments
  } catch {
    return undefined
  }
}

// Creating (POST /), changing (PATCH / and /:id) and saving a global (POST /) need the document's fields.
const DOCUMENT_WRITES = new Set(['/', '/:id'])

/** The first problem with a REST request, or the request for Payload (rebuilt when its body was read). */
export async function checkRestRequest(request: Request): Promise<Rejection | Request> {
  const url = new URL(request.url)
  const segments = pathSegments(url.pathname)
  if (!segments) return reject(400, 'The path is not valid percent-encoding or holds control characters')
  const payload = await getCms()
  const target = restTarget(payload, request.method, segments)
  const locales = payload.config.localization ? payload.config.localization.localeCodes : []
  const query = parseQuery(url.search)
  const resolvePath = target ? pathResolver(payload, target) : () => undefined
  const writesDocument =
    target && ['POST', 'PATCH'].includes(request.method) && DOCUMENT_WRITES.has(target.endpointPath)
  if (writesDocument && !carriesData(request))
    return reject(415, 'Send the document as application/json or multipart/form-data')
  const problem =
    (target && targetRejection(target, payload)) ??
    queryRejection(query, { locales, maxDepth: payload.config.maxDepth, resolvePath })
  if (problem) return problem
  const key = target?.params.key
  if (segments[0] === 'payload-preferences' && request.method === 'DELETE' && key !== undefined) {
    const preferenceProblem = await preferenceDeleteRejection(payload, request, key)
    if (preferenceProblem) return preferenceProblem
  }
  return bodyCheck(request)
}

/**
 * Puts the guard in front of a Payload REST handler: ids of each collection's id type, page/limit/depth in
 * range, `where` operators and values the field types take, JSON and multipart bodies that parse, bounded
 * nesting. Anything else is answered with a 4xx that says what was wrong, before Payload reads it. A database
 * that is busy or out of reach is a 503, the session lookup's included.
 */
export function guardRest<Context>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return (request, context) =>
    answerUnlessDatabaseUnavailable(async () => {
      const checked = await checkRestRequest(request)
      if (!(checked instanceof Request)) return { request, response: rejectionResponse(request, checked) }
      return { request: checked, response: await handler(checked, context) }
    })
}
