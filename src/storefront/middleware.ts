import { defineMiddleware } from 'astro:middleware'
import type { DatabaseUnavailable } from '@/cms/database-unavailable'
import { pageReads, pageReadsReady } from '@/lib/page-reads/port'

/** The error page as a 503 with Retry-After: the page will render once the database is back. */
function unavailablePage(page: Response, { retryAfterSeconds }: DatabaseUnavailable): Response {
  const headers = new Headers(page.headers)
  headers.set('Retry-After', String(retryAfterSeconds))
  return new Response(page.body, { status: 503, statusText: 'Service Unavailable', headers })
}

/**
 * Every page's frame (settings, preview, the site's name and shop) is read once, before the page. A page asked
 * for while the app starts waits until its database is ready, as Next's own routes wait for the start-up.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  // The error page is drawn without the frame: it may be shown because the database the frame needs is down.
  if (context.routePattern === '/500') {
    const page = await next()
    const unavailable = context.locals.databaseUnavailable
    return unavailable ? unavailablePage(page, unavailable) : page
  }
  await pageReadsReady()
  context.locals.frame = await pageReads().siteFrame()
  return next()
})
