import { log } from '@/lib/log'

/** Why the guard turned a request away: the status and a message that says what was wrong. */
export type Rejection = { status: 400 | 401 | 404 | 405 | 413 | 415; message: string }

export const reject = (status: Rejection['status'], message: string): Rejection => ({ status, message })

/**
 * The answer for a refused CMS request, in Payload's own error shape (`errors[].message`), so the admin and
 * any Payload client read it as they read Payload's errors. A refusal is logged as one short line.
 */
export function rejectionResponse(request: Request, rejection: Rejection): Response {
  const { pathname } = new URL(request.url)
  log.info(
    { method: request.method, path: pathname.slice(0, 200), status: rejection.status, reason: rejection.message },
    'CMS request refused',
  )
  return Response.json({ errors: [{ message: rejection.message }] }, { status: rejection.status })
}
