import { cache } from 'react'
import { currentPageRequest } from './page-request'

/**
 * `read`, called once per request however many parts of the page ask: a storefront page rendered by Astro keys it
 * on the request `npm start` is serving, where React's `cache` (which lasts one server component render) does
 * nothing. Nothing read outlives its request.
 */
export function oncePerRender<T>(read: () => T): () => T {
  const inServerComponent = cache(read)
  const byRequest = new WeakMap<object, { value: T }>()
  return () => {
    const request = currentPageRequest()
    if (!request) return inServerComponent()
    const known = byRequest.get(request)
    if (known) return known.value
    const value = read()
    byRequest.set(request, { value })
    return value
  }
}
