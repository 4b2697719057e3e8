import { defineMiddleware } from 'astro:middleware'
import { pageReads, pageReadsReady } from '@/lib/page-reads/port'

/**
 * Every page's frame (settings, preview, the site's name and shop) is read once, before the page. A page asked
 * for while the app starts waits until its database is ready, as Next's own routes wait for the start-up.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  // The error page is drawn without the frame: it may be shown because the database the frame needs is down.
  if (context.routePattern === '/500') return next()
  await pageReadsReady()
  context.locals.frame = await pageReads().siteFrame()
  return next()
})
