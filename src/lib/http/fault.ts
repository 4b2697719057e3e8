import { NextResponse } from 'next/server'
import { databaseUnavailable } from '@/cms/database-unavailable'
import { log } from '@/lib/log'
import { errorBody } from './json'
import { retryAfterHeaders } from '@/lib/rate-limit/answers'

/**
 * A route's answer when its own work failed, not the request: 503 with Retry-After while the database is
 * locked or out of reach (sending again will do), otherwise the error is logged and the client gets a 500
 * in the shape of every API error.
 */
export function faultResponse(error: unknown, { logMessage, message }: { logMessage: string; message: string }) {
  const unavailable = databaseUnavailable(error)
  if (unavailable)
    return NextResponse.json(errorBody(503, unavailable.message), {
      status: 503,
      headers: retryAfterHeaders(unavailable.retryAfterSeconds),
    })
  log.error({ err: error }, logMessage)
  return NextResponse.json(errorBody(500, message), { status: 500 })
}
