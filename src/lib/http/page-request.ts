import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingMessage } from 'node:http'

const pageRequests = new AsyncLocalStorage<IncomingMessage>()

/**
 * Runs a page's render knowing its request. A storefront page is rendered by Astro, outside Next's request
 * scope, so what the readers need of the request (the preview cookie) comes from here.
 */
export function renderingPage<T>(incoming: IncomingMessage, render: () => Promise<T>): Promise<T> {
  return pageRequests.run(incoming, render)
}

/** The request of the page being rendered, when `npm start`'s server is rendering one. */
export function currentPageRequest(): IncomingMessage | undefined {
  return pageRequests.getStore()
}
