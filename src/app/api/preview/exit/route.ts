import { NextResponse, type NextRequest } from 'next/server'
import { PREVIEW_COOKIE } from '@/lib/preview'
import { safeLocalPath } from '@/lib/http/safe-path'
import { siteAddress } from '@/lib/http/site-address'

/** Leaves preview: drops the cookie and returns to the page the editor was on. */
export function GET(request: NextRequest) {
  const target = safeLocalPath(request.nextUrl.searchParams.get('redirect'), '/')
  const response = NextResponse.redirect(siteAddress(target))
  response.cookies.delete(PREVIEW_COOKIE)
  return response
}
