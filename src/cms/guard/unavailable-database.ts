import { databaseUnavailable, unavailableDatabaseOf, type DatabaseUnavailable } from '../database-unavailable'

function unavailableAnswer({ message, retryAfterSeconds }: DatabaseUnavailable): Response {
  return Response.json(
    { errors: [{ message }] },
    { status: 503, headers: { 'retry-after': String(retryAfterSeconds) } },
  )
}

/**
 * A CMS request's answer, unless the database was busy or out of reach: then a 503 with Retry-After in Payload's
 * error shape. That covers the guard's own reads, a session Payload could not look up, which it would otherwise
 * serve as a request from nobody (a 403, or a signed-out admin), and GraphQL's errors, which Payload answers 200.
 */
export async function answerUnlessDatabaseUnavailable(
  handle: () => Promise<{ request: Request; response: Response }>,
): Promise<Response> {
  try {
    const { request, response } = await handle()
    const fault = unavailableDatabaseOf(request.headers)
    if (!fault) return response
    await response.body?.cancel()
    return unavailableAnswer(fault)
  } catch (error) {
    const unavailable = databaseUnavailable(error)
    if (!unavailable) throw error
    return unavailableAnswer(unavailable)
  }
}
