import { NextResponse, type NextRequest } from 'next/server'

export const PATHNAME_HEADER = 'x-gallery-pathname'

/** Hands the request path to server components (for the canonical link), which can't read it otherwise. */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers)
  headers.set(PATHNAME_HEADER, request.nextUrl.pathname)
  return NextResponse.next({ request: { headers } })
}

export const config = {
  matcher: ['/((?!api|admin|_next/static|_next/image|favicon.ico).*)'],
}
