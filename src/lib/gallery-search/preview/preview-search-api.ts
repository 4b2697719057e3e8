import 'server-only'
import { parse as parseCookies } from 'cookie'
import { env } from '@/lib/env'
import { currentPageRequest } from '@/lib/http/page-request'
import { isPreviewToken, PREVIEW_COOKIE } from '@/lib/preview'
import { answerSearchApi, type ApiAnswer, type ChargeRequests } from '@/lib/search/server/api-answer'
import type { SearchEndpoint } from '@/lib/search/server/api-endpoint'
import { searchBackend } from '../backend/configured'
import { searchEngine } from '../backend/in-process'
import type { IndexAnswer, IndexQuery } from '../backend/search-backend'
import { previewSearchEngine } from './preview-engine'

/**
 * The drafts engine, on the CMS read when first asked: importing the CMS config here would read the
 * environment when this module loads, before a process (or a test) has set it.
 */
export async function previewEngineOfCms() {
  const { getCms } = await import('@/lib/cms/payload')
  return previewSearchEngine(await getCms())
}

/** Whether a request's Cookie header holds a valid preview token. */
export function holdsPreview(cookieHeader: string | undefined): boolean {
  return isPreviewToken(parseCookies(cookieHeader ?? '')[PREVIEW_COOKIE], env().PREVIEW_SECRET)
}

/** Whether the storefront page being rendered is a preview holder's; false outside a page (a script, a test). */
export function pageHoldsPreview(): boolean {
  const request = currentPageRequest()
  return request !== undefined && holdsPreview(request.headers.cookie)
}

/** One search API call: a preview holder's from the drafts engine, everyone else's from the search backend. */
export async function answerSearchRequest(
  cookieHeader: string | undefined,
  endpoint: SearchEndpoint,
  bodyText: string,
  charge: ChargeRequests,
): Promise<ApiAnswer> {
  if (!holdsPreview(cookieHeader)) return searchBackend().answerApi(endpoint, bodyText, charge)
  return answerSearchApi(endpoint, bodyText, charge, await previewEngineOfCms())
}

/** The server's own queries (the search page's tabs): a preview holder's from the drafts engine. */
export async function searchForPage(queries: readonly IndexQuery[]): Promise<IndexAnswer[]> {
  if (!pageHoldsPreview()) return searchBackend().search(queries)
  return searchEngine(await previewEngineOfCms(), queries)
}
