/**
 * Why a storefront call failed: `http` (a non-2xx status), `network` (no answer at all), `malformed` (an answer
 * that is not the GraphQL envelope), `graphql` (the API listed errors), `throttled` (still throttled after the
 * allowed retries, or a query costlier than the bucket can ever hold).
 */
type StorefrontErrorKind = 'http' | 'network' | 'malformed' | 'graphql' | 'throttled'

export class StorefrontError extends Error {
  override readonly name = 'StorefrontError'
  readonly status: number | undefined

  constructor(
    readonly kind: StorefrontErrorKind,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(`Shopify storefront ${kind} error: ${message}`, { cause: options.cause })
    this.status = options.status
  }
}
