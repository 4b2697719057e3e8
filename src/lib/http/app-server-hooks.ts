import type { PageCache } from '@/lib/page-cache/page-cache'
import { readiness } from '@/lib/readiness/report'
import { isSearchApiRequest, serveSearchApi } from '@/lib/search/server/fast-path'
import { answerUnsafeAdminRedirect } from './admin-redirect'
import { encodeHeldResponse } from './content-encoding'
import type { AppServerHooks } from './before-next'
import { renderingPage } from './page-request'
import { secureResponse, type SecurityOptions } from './secure-responses'

/**
 * How the app answers `npm start`'s requests. An admin address whose `redirect` leads off the site is sent
 * to a safe one before Payload reads it. A stored page and a search answer (about a millisecond,
 * rate limited per address) are answered at once and never wait behind page renders at the admission
 * gate; everything else is rendered by Next, through the page cache when one is configured. Every
 * response gets the security headers; a stored page keeps the ones it was first sent with. A rendered page
 * goes out compressed, as a stored one does: it is held whole for its policy anyway.
 */
export function appServerHooks(pages: PageCache | null, security: SecurityOptions): AppServerHooks {
  return {
    answerAtOnce: async (incoming, outgoing) => {
      if (answerUnsafeAdminRedirect(incoming, outgoing, security)) return true
      if (pages && (await pages.answer(incoming, outgoing))) return true
      if (!isSearchApiRequest(incoming)) return false
      secureResponse(incoming, outgoing, security)
      return serveSearchApi(incoming, outgoing)
    },
    serve: async (incoming, outgoing, render) => {
      const renderSecured = () => {
        secureResponse(incoming, outgoing, security)
        encodeHeldResponse(incoming, outgoing)
        return renderingPage(incoming, render)
      }
      await (pages ? pages.serve(incoming, outgoing, renderSecured) : renderSecured())
    },
    readiness,
  }
}
