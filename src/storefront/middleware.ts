import { defineMiddleware } from 'astro:middleware'
import { pageReads } from '@/lib/page-reads/port'

/** Every page's frame (settings, preview, the site's name and shop) is read once, before the page. */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.frame = await pageReads().siteFrame()
  return next()
})
