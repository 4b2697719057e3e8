import { gzipSync } from 'node:zlib'
import { z } from 'zod'

/**
 * First-load JavaScript of storefront pages on a running server: the gzip size of every `<script src>` a
 * page's HTML loads, summed per page. Detail pages (an artist, a story, a product) are found by following
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

/** Scripts a modern browser loads: `noModule` ones (Next's polyfills) are for browsers without modules. */
function scriptSources(html: string, base: string): string[] {
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src): src is string => src !== undefined)
  return [...new Set(sources)].map((src) => new URL(src.replaceAll('&amp;', '&'), base).href)
}

async function detailPaths(base: string): Promise<string[]> {
  const found = await Promise.all(
    DETAIL_PAGES.map(async ({ listing, link }) => link.exec(await fetchText(new URL(listing, base).href))?.[1]),
  )
  return found.filter((path): path is string => path !== undefined)
}

async function measure(base: string, path: string) {
  const html = await fetchText(new URL(path, base).href)
  const sources = scriptSources(html, base)
  const sizes = await Promise.all(sources.map(gzipSizeOf))
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
  return {
    path,
    scripts: sources.length,
    gzipKb: sizes.reduce((sum, size) => sum + size, 0) / 1024,
    inlineScripts: inline.length,
    htmlGzipKb: gzipSync(html).length / 1024,
  }
}

const paths = args.paths.length > 0 ? args.paths : [...LISTING_PAGES, ...(await detailPaths(args.base))]
console.log(`first-load JavaScript (gzip of every <script src>) on ${args.base}`)
console.log(['page'.padEnd(44), 'scripts', 'JS gzip KB', 'inline', 'HTML gzip KB'].join('  '))
for (const path of paths) {
  const row = await measure(args.base, path)
  console.log(
    [
      row.path.padEnd(44),
      String(row.scripts).padStart(7),
      row.gzipKb.toFixed(1).padStart(10),
      String(row.inlineScripts).padStart(6),
      row.htmlGzipKb.toFixed(1).padStart(12),
    ].join('  '),
  )
}
