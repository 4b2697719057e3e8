/** The first same-site link under `listing` matching `pattern`, or the listing itself when it has none (an imported catalog has no journal). */
async function firstLink(base: string, listing: string, pattern: RegExp, except: readonly string[] = []) {
  const html = await (await fetch(`${base}${listing}`)).text()
  for (const match of html.matchAll(/href="(\/[^"?#]*)"/g)) {
    const path = match[1]
    if (path && pattern.test(path) && !except.includes(path)) return path
  }
  return listing
}

/** An artist's, a product's and a story's page of the running site, read from its own links. */
export async function sitePages(base: string) {
  const [artist, product, story] = await Promise.all([
    firstLink(base, '/artists', /^\/artists\/[^/]+$/, ['/artists/inside-the-studio', '/artists/recently-joined']),
    firstLink(base, '/artworks', /^\/products\/[^/]+$/, ['/products/gift-card']),
    firstLink(base, '/journal', /^\/journal\/[^/]+$/),
  ])
  return { artist, product, story }
}
