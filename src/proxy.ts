import { NextResponse, type NextRequest } from 'next/server'
import { env } from '@/lib/env'
import { siteAddress } from '@/lib/http/site-address'
import { isPreviewSecret, PREVIEW_COOKIE, PREVIEW_PARAM, previewCookieOptions } from '@/lib/preview'

export const PATHNAME_HEADER = 'x-gallery-pathname'

/**
 * `?preview=<secret>` on any page turns preview on: the secret moves into an HttpOnly cookie and the
 * visitor lands on the same address without it, so it never lingers in history, links or referrers.
 */
function enterPreview(request: NextRequest): NextResponse | null {
  const candidate = request.nextUrl.searchParams.get(PREVIEW_PARAM)
  if (candidate === null) return null
  const query = new URLSearchParams(request.nextUrl.search)
  query.delete(PREVIEW_PARAM)
  const rest = query.size > 0 ? `?${query}` : ''
  const response = NextResponse.redirect(siteAddress(`${request.nextUrl.pathname}${rest}`))
  const { PREVIEW_SECRET, SITE_URL } = env()
  if (isPreviewSecret(candidate, PREVIEW_SECRET)) {
    response.cookies.set(PREVIEW_COOKIE, PREVIEW_SECRET, previewCookieOptions(SITE_URL))
  }
  return response
}

/** Hands the request path to server components (for the canonical link), which can't read it otherwise. */
export function proxy(request: NextRequest) {
  const preview = enterPreview(request)
  if (preview) return preview
  const headers = new Headers(request.headers)
  headers.set(PATHNAME_HEADER, request.nextUrl.pathname)
  return NextResponse.next({ request: { headers } })
}

export const config = {
  matcher: ['/((?!api|admin|_next/static|_next/image|favicon.ico).*)'],
}
