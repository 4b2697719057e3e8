/** Algolia's error body (`{ message, status }`): the HTTP route sends `status` as the response code. */
export type AlgoliaError = { readonly status: 400 | 404; readonly message: string }

export type Outcome<T> = { readonly ok: true; readonly body: T } | { readonly ok: false; readonly error: AlgoliaError }

export function success<T>(body: T): Outcome<T> {
  return { ok: true, body }
}

export function badRequest<T>(message: string): Outcome<T> {
  return { ok: false, error: { status: 400, message } }
}

export function indexNotFound<T>(indexName: string): Outcome<T> {
  return { ok: false, error: { status: 404, message: `Index ${indexName} does not exist` } }
}
