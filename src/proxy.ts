import { NextResponse, type NextRequest } from 'next/server'
import { env } from '@/lib/env'
import { siteAddress } from '@/lib/http/site-address'
import { isPreviewSecret, PREVIEW_COOKIE, PREVIEW_PARAM, previewCookieOptions, previewToken } from '@/lib/preview'
import { limitRequest, retryAfterHeaders, TOO_MANY_REQUESTS } from '@/lib/rate-limit/answers'

/**
 * `?preview=<secret>` on any page turns preview on: a signed token goes into an HttpOnly cookie and the
 * visitor lands on the same address without the secret, so it never lingers in history, links or
 * referrers. Wrong guesses are rate limited; past the limit the right secret is refused too.
 */
async function enterPreview(request: NextRequest): Promise<NextResponse | null> {
  const candidate = request.nextUrl.searchParams.get(PREVIEW_PARAM)
  if (candidate === null) return null
  const { PREVIEW_SECRET, SITE_URL } = env()
  const valid = isPreviewSecret(candidate, PREVIEW_SECRET)
  const limit = await limitRequest('preview-secret', request.headers, { cost: valid ? 0 : 1 })
  if (!limit.ok)
    return new NextResponse(TOO_MANY_REQUESTS, { status: 429, headers: retryAfterHeaders(limit.retryAfterSeconds) })
  const query = new URLSearchParams(request.nextUrl.search)
  query.delete(PREVIEW_PARAM)
  const rest = query.size > 0 ? `?${query}` : ''
  const response = NextResponse.redirect(siteAddress(`${request.nextUrl.pathname}${rest}`))
  if (valid) response.cookies.set(PREVIEW_COOKIE, previewToken(PREVIEW_SECRET), previewCookieOptions(SITE_URL))
  return response
}

/** The storefront's pages are Astro's; `npm start` sends a preview entry on any of them here (src/server/storefront.ts). */
export async function proxy(request: NextRequest) {
  return (await enterPreview(request)) ?? NextResponse.next()
}

export const config = {
  matcher: ['/((?!api|admin|_next/static|_next/image|favicon.ico).*)'],
}
