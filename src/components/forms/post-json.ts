import { errorMessageOf, fieldErrorsOf } from './answer-errors'
import type { FieldErrors } from './field-errors'

/** A call to one of the site's JSON endpoints: the server's answer, read one way, or that it was not reached. */
type JsonAnswer =
  | { reached: false }
  | {
      reached: true
      ok: boolean
      status: number
      /** The answer's JSON; undefined when it was empty or not JSON. */
      body: unknown
      /** The refusal's message: `{ error }` from our routes, the first of `{ errors }` from Payload's. */
      error: string | null
      /** A Payload validation error's messages by field. */
      fields: FieldErrors
    }

type JsonRequest = {
  /** Names the call in the console when it goes wrong. */
  label: string
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  /** The request may outlive the page, as a count sent while the visitor moves on. */
  keepalive?: boolean
  /** How loud a call that never reached the server is: a warning for one nobody waits on. */
  unreached?: 'error' | 'warn'
}

async function readBody(response: Response, label: string): Promise<unknown> {
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    console.warn(`${label}: the answer could not be read`, response.status, error)
    return undefined
  }
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    // A proxy's error page is not JSON: the status alone then tells what happened.
    console.warn(`${label}: the answer is not JSON`, response.status, error)
    return undefined
  }
}

/** Calls a same-site JSON endpoint (its session cookie goes with it) and reads whatever it answers. */
export async function fetchJson(
  url: string,
  { label, method = 'GET', body, keepalive, unreached = 'error' }: JsonRequest,
): Promise<JsonAnswer> {
  let response: Response
  try {
    response = await fetch(url, {
      method,
      ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      ...(keepalive ? { keepalive } : {}),
    })
  } catch (error) {
    console[unreached](`${label} did not reach the server`, error)
    return { reached: false }
  }
  const answer = await readBody(response, label)
  return {
    reached: true,
    ok: response.ok,
    status: response.status,
    body: answer,
    error: errorMessageOf(answer),
    fields: fieldErrorsOf(answer),
  }
}

/** Posts `body` as JSON; see fetchJson. */
export const postJson = (url: string, body: unknown, options: Omit<JsonRequest, 'method' | 'body'>) =>
  fetchJson(url, { ...options, method: 'POST', body })
