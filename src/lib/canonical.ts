/** The canonical address: the site's base address plus the current path, without the query string. */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  const base = siteUrl.replace(/\/+$/, '')
  const path = pathname.split(/[?#]/)[0] || '/'
  return `${base}${path.startsWith('/') ? path : `/${path}`}`
}
