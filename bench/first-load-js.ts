import { gzipSync } from 'node:zlib'
import { z } from 'zod'

/**
 * First-load JavaScript of storefront pages on a running server: the gzip size of every script a page's HTML
 * loads, by address or as an Astro island hydrated at load or idle (with the modules those import
 * statically), plus its inline scripts, summed per page. Detail pages (an artist, a story, a product) are found by following
 * the first matching link of their listing, so the bench runs on any seeded database.
 *
 *   npm run bench:js -- [base URL, default http://localhost:3000] [path …]
 */

const args = z
  .object({ base: z.url().default('http://localhost:3000'), paths: z.array(z.string().startsWith('/')) })
  .parse({ base: process.argv[2], paths: process.argv.slice(3) })

/** A listing and the first link on it that leads to a detail page of its kind. */
const DETAIL_PAGES = [
  { listing: '/artists', link: /href="(\/artists\/(?!recently-joined|inside-the-studio)[^"?#/]+)"/ },
  { listing: '/journal', link: /href="(\/journal\/[^"?#/]+)"/ },
  { listing: '/artworks', link: /href="(\/products\/[^"?#/]+)"/ },
] as const

const LISTING_PAGES = ['/', '/artworks', '/artworks/medium/painting', '/search', '/exhibitions', '/artists']

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.text()
}

const gzipCache = new Map<string, Promise<number>>()

function gzipSizeOf(url: string): Promise<number> {
  let size = gzipCache.get(url)
  if (!size) {
    size = fetchText(url).then((text) => gzipSync(text).length)
    gzipCache.set(url, size)
  }
  return size
}

/** Scripts a modern browser loads by address: `noModule` ones (Next's polyfills) are for browsers without modules. */
function scriptSources(html: string, base: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src): src is string => src !== undefined)
    .map((src) => new URL(src.replaceAll('&amp;', '&'), base).href)
}

type IslandScripts = { onLoad: string[]; onSight: string[] }

/**
 * The modules of a page's Astro islands: those hydrated at load or when idle are first-load JavaScript; those
 * hydrated when they come into view (`client:visible`) load only if the visitor scrolls to them.
 */
function islandSources(html: string, base: string): IslandScripts {
  const islands: IslandScripts = { onLoad: [], onSight: [] }
  for (const [, attributes = ''] of html.matchAll(/<astro-island\b([^>]*)>/g)) {
    const component = /\bcomponent-url="([^"]+)"/.exec(attributes)?.[1]
    const renderer = /\brenderer-url="([^"]+)"/.exec(attributes)?.[1]
    const when = /\bclient="([^"]+)"/.exec(attributes)?.[1]
    const urls = [component, renderer]
      .filter((url): url is string => Boolean(url))
      .map((url) => new URL(url, base).href)
    islands[when === 'visible' ? 'onSight' : 'onLoad'].push(...urls)
  }
  return islands
}

const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*\bfrom\s*)?["']([^"']+\.m?js)["']/g

/** A module and every module it imports statically (what the browser fetches before running it). */
async function withStaticImports(urls: Iterable<string>, seen = new Set<string>()): Promise<Set<string>> {
  for (const url of urls) {
    if (seen.has(url) || !new URL(url).pathname.endsWith('.js')) {
      seen.add(url)
      continue
    }
    seen.add(url)
    const text = await fetchText(url)
    const imports = [...text.matchAll(STATIC_IMPORT)].map((match) => new URL(match[1] ?? '', url).href)
    await withStaticImports(imports, seen)
  }
  return seen
}

async function gzipKb(urls: Iterable<string>): Promise<number> {
  const sizes = await Promise.all([...urls].map(gzipSizeOf))
  return sizes.reduce((sum, size) => sum + size, 0) / 1024
}

async function detailPaths(base: string): Promise<string[]> {
  const found = await Promise.all(
    DETAIL_PAGES.map(async ({ listing, link }) => link.exec(await fetchText(new URL(listing, base).href))?.[1]),
  )
  return found.filter((path): path is string => path !== undefined)
}

async function measure(base: string, path: string) {
  const html = await fetchText(new URL(path, base).href)
  const islands = islandSources(html, base)
  const firstLoad = await withStaticImports([...scriptSources(html, base), ...islands.onLoad])
  const onSight = await withStaticImports(islands.onSight)
  for (const url of firstLoad) onSight.delete(url)
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
  const inlineGzipKb = gzipSync(inline.map((match) => match[1] ?? '').join('\n')).length / 1024
  return {
    path,
    scripts: firstLoad.size,
    gzipKb: (await gzipKb(firstLoad)) + inlineGzipKb,
    onSightKb: await gzipKb(onSight),
    inlineScripts: inline.length,
    htmlGzipKb: gzipSync(html).length / 1024,
  }
}

const paths = args.paths.length > 0 ? args.paths : [...LISTING_PAGES, ...(await detailPaths(args.base))]
console.log(
  `first-load JavaScript on ${args.base}: gzip of every script a page loads by address, the modules of its islands`,
  'hydrated at load or idle with their static imports, and its inline scripts; "on sight" is what islands',
  'hydrated on view add when the visitor scrolls to them',
)
console.log(['page'.padEnd(44), 'scripts', 'JS gzip KB', 'on sight KB', 'inline', 'HTML gzip KB'].join('  '))
for (const path of paths) {
  const row = await measure(args.base, path)
  console.log(
    [
      row.path.padEnd(44),
      String(row.scripts).padStart(7),
      row.gzipKb.toFixed(1).padStart(10),
      row.onSightKb.toFixed(1).padStart(11),
      String(row.inlineScripts).padStart(6),
      row.htmlGzipKb.toFixed(1).padStart(12),
    ].join('  '),
  )
}
