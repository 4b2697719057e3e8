/** A path (or an address that is already absolute) as an absolute address on the site. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, siteUrl).href
}
