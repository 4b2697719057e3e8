import { NextResponse } from 'next/server'
import type { Outcome } from '../algolia'
import { jsonError } from '@/lib/http/json'

/** An engine outcome as Algolia's HTTP answer: the body, or `{ message, status }` with its 4xx. */
export function respond<T>(outcome: Outcome<T>) {
  return outcome.ok ? NextResponse.json(outcome.body) : jsonError(outcome.error.status, outcome.error.message)
}
