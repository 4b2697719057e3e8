import { NextResponse } from 'next/server'
import { databaseUnavailable } from '@/cms/database-unavailable'
import { log } from '@/lib/log'
import { errorBody } from './json'
import { retryAfterHeaders } from '@/lib/rate-limit/answers'

/** What a route's failure is logged as, and the message its client is shown. */
export type Fault = { logMessage: string; message: string }

/**
 * A route's answer when its own work failed, not the request: 503 with Retry-After while the database is
 * locked or out of reach (sending again will do), otherwise the error is logged and the client gets a 500
 * in the shape of every API error.
 */
export function faultResponse(error: unknown, { logMessage, message }: Fault) {
  const unavailable = databaseUnavailable(error)
  if (unavailable)
    return NextResponse.json(errorBody(503, unavailable.message), {
      status: 503,
      headers: retryAfterHeaders(unavailable.retryAfterSeconds),
    })
  log.error({ err: error }, logMessage)
  return NextResponse.json(errorBody(500, message), { status: 500 })
}

/** `work`'s answer, or the fault answer when it throws. */
export async function answerOrFault(fault: Fault, work: () => Promise<NextResponse>): Promise<NextResponse> {
  try {
    return await work()
  } catch (error) {
    return faultResponse(error, fault)
  }
}
