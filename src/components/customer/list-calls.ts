import { fetchJson } from '@/components/forms/post-json'
import type { SignedInCustomer } from './customer-response'
import type { PendingSave } from '@/lib/customer/login-link'

export type ListCallOutcome = { ok: true; customer: SignedInCustomer } | { ok: false; message: string | null }

/** The spec's save and follow calls: POST adds, PATCH removes; the session cookie stands in for the token. */
function request(save: PendingSave): { path: string; body: object } {
  return save.kind === 'artwork'
    ? { path: '/api/customer/artworks', body: { artwork: { id: save.artworkId } } }
    : { path: '/api/customer/artists', body: { artist: { slug: save.slug } } }
}

/**
 * Saves or removes an artwork, follows or unfollows an artist. Only a 200 with a customer in its body is
 * success; any other answer is logged as "can't like" or "can't unlike" and leaves the control as it was,
 * with the server's message when it gave one (the cap on saved artworks).
 */
export async function callSavedList(save: PendingSave, add: boolean): Promise<ListCallOutcome> {
  const { path, body } = request(save)
  const failure = add ? "can't like" : "can't unlike"
  const answer = await fetchJson(path, { label: 'The customer call', method: add ? 'POST' : 'PATCH', body })
  if (!answer.reached) return { ok: false, message: null }
  if (answer.status !== 200) {
    console.warn(failure, save.kind, answer.status)
    return { ok: false, message: answer.error }
  }
  const { parseCustomer } = await import('./customer-response')
  const customer = answer.body === undefined ? null : parseCustomer(answer.body, path)
  if (!customer) {
    console.warn(failure, save.kind, 'empty answer')
    return { ok: false, message: null }
  }
  return { ok: true, customer }
}
