import 'server-only'
import { parse as parseCookies } from 'cookie'
import { getCms } from '@/lib/cms/payload'
import { env } from '@/lib/env'
import { canPreview, isPreviewToken, PREVIEW_COOKIE } from '@/lib/preview'
import { answerSearchApi, type ApiAnswer, type ChargeRequests } from '@/lib/search/server/api-answer'
import type { SearchEndpoint } from '@/lib/search/server/api-endpoint'
import { searchBackend } from '../backend/configured'
import { searchEngine } from '../backend/in-process'
import type { IndexAnswer, IndexQuery } from '../backend/search-backend'
import { previewSearchEngine } from './preview-engine'

/** Whether a request's Cookie header holds a valid preview token. */
export function holdsPreview(cookieHeader: string | undefined): boolean {
  return isPreviewToken(parseCookies(cookieHeader ?? '')[PREVIEW_COOKIE], env().PREVIEW_SECRET)
}

/** One search API call: a preview holder's from the drafts engine, everyone else's from the search backend. */
export async function answerSearchRequest(
  cookieHeader: string | undefined,
  endpoint: SearchEndpoint,
  bodyText: string,
  charge: ChargeRequests,
): Promise<ApiAnswer> {
  if (!holdsPreview(cookieHeader)) return searchBackend().answerApi(endpoint, bodyText, charge)
  return answerSearchApi(endpoint, bodyText, charge, await previewSearchEngine(await getCms()))
}

/** The server's own queries (the search page's tabs): a preview holder's from the drafts engine. */
export async function searchForPage(queries: readonly IndexQuery[]): Promise<IndexAnswer[]> {
  if (!(await canPreview())) return searchBackend().search(queries)
  return searchEngine(await previewSearchEngine(await getCms()), queries)
}
