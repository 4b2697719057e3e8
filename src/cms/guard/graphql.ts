import { z } from 'zod'
import { bodyCheck } from './body'
import { graphqlDocumentProblem } from './graphql-document'
import { reject, rejectionResponse, type Rejection } from './rejection'
import { answerUnlessDatabaseUnavailable } from './unavailable-database'

const MAX_QUERY_LENGTH = 100_000

const graphqlBody = z.object(
  {
    query: z.string({ error: 'query must be a GraphQL document as a string' }).min(1).max(MAX_QUERY_LENGTH),
    variables: z.record(z.string(), z.unknown(), { error: 'variables must be an object' }).nullish(),
    operationName: z.string({ error: 'operationName must be a string' }).max(256).nullish(),
    extensions: z.record(z.string(), z.unknown(), { error: 'extensions must be an object' }).nullish(),
  },
  { error: 'The body must be {"query": "…", "variables": {…}}' },
)

/** The first problem with a GraphQL POST, or the request for Payload (rebuilt, its body having been read). */
export async function checkGraphqlRequest(request: Request): Promise<Rejection | Request> {
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()
  if (type !== 'application/json' && !type.startsWith('multipart/'))
    return reject(415, 'Send GraphQL as application/json: {"query": "…", "variables": {…}}')
  const checked = await bodyCheck(request)
  if (!(checked instanceof Request) || type !== 'application/json') return checked
  const text = await checked.clone().text()
  const parsed = graphqlBody.safeParse(text.trim() === '' ? undefined : JSON.parse(text))
  if (!parsed.success) return reject(400, parsed.error.issues[0]?.message ?? 'expected {"query": "…"}')
  const problem = graphqlDocumentProblem(parsed.data.query)
  return problem ? reject(400, problem) : checked
}

/**
 * Puts the guard in front of Payload's GraphQL handler: JSON that parses, nests within bounds and has a query,
 * with no text, in the variables or the query's strings, that the text rule refuses, and no document Payload
 * cannot validate (graphql-document.ts). A database that is busy or out of reach for the session lookup is a 503.
 */
export function guardGraphql(
  handler: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return (request) =>
    answerUnlessDatabaseUnavailable(async () => {
      const checked = await checkGraphqlRequest(request)
      if (!(checked instanceof Request)) return { request, response: rejectionResponse(request, checked) }
      return { request: checked, response: await handler(checked) }
    })
}
