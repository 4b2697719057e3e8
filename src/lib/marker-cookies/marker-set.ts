import { MARKER_COOKIES, type MarkerCookie } from './names'

/** Whether `cookies` (a `document.cookie` string) holds the marker with a value. */
export function markerSet(cookies: string, marker: MarkerCookie): boolean {
  const prefix = `${MARKER_COOKIES[marker]}=`
  return cookies.split('; ').some((cookie) => cookie.startsWith(prefix) && cookie.length > prefix.length)
}
