import type { SignedInCustomer } from './customer-response'
import type { PendingSave } from '@/lib/customer/login-link'

export type ListCallOutcome = { ok: true; customer: SignedInCustomer } | { ok: false; message: string | null }

/** The spec's save and follow calls: POST adds, PATCH removes; the session cookie stands in for the token. */
function request(save: PendingSave, add: boolean): { path: string; init: RequestInit } {
  const body = save.kind === 'artwork' ? { artwork: { id: save.artworkId } } : { artist: { slug: save.slug } }
  return {
    path: save.kind === 'artwork' ? '/api/customer/artworks' : '/api/customer/artists',
    init: {
      method: add ? 'POST' : 'PATCH',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  }
}

/** The body as JSON; undefined when it is empty or not JSON (logged). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    console.error('customer call: answer is not JSON', error)
    return undefined
  }
}

async function errorMessage(response: Response): Promise<string | null> {
  const body = await readJson(response)
  const error = body && typeof body === 'object' ? Reflect.get(body, 'error') : null
  return typeof error === 'string' ? error : null
}

/**
 * Saves or removes an artwork, follows or unfollows an artist. Only a 200 with a customer in its body is
 * success; any other answer is logged as "can't like" or "can't unlike" and leaves the control as it was,
 * with the server's message when it gave one (the cap on saved artworks).
 */
export async function callSavedList(save: PendingSave, add: boolean): Promise<ListCallOutcome> {
  const { path, init } = request(save, add)
  const failure = add ? "can't like" : "can't unlike"
  let response: Response
  try {
    response = await fetch(path, init)
  } catch (error) {
    console.error(error)
    return { ok: false, message: null }
  }
  if (response.status !== 200) {
    console.warn(failure, save.kind, response.status)
    return { ok: false, message: await errorMessage(response) }
  }
  const [{ parseCustomer }, body] = await Promise.all([import('./customer-response'), readJson(response)])
  const customer = body === undefined ? null : parseCustomer(body, path)
  if (!customer) {
    console.warn(failure, save.kind, 'empty answer')
    return { ok: false, message: null }
  }
  return { ok: true, customer }
}
