import { gzipSync } from 'node:zlib'

/**
 * First-load JavaScript of a storefront page on a running server, as `npm run bench:js` and `npm run bench:pages`
 * count it: the gzip size of every script its HTML loads by address or as an Astro island hydrated at load or
 * idle (with the modules those import statically), plus its inline scripts.
 */

export type FirstLoadJs = {
  path: string
  scripts: number
  gzipKb: number
  /** What islands whose code loads on a later event add: on view, on first use, on a media match. */
  laterKb: number
  inlineScripts: number
  htmlGzipKb: number
}

export async function fetchText(url: string): Promise<string> {
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

type IslandScripts = { onLoad: string[]; later: string[] }

/** The options of an island's directive, as Astro writes them into its `opts` attribute. */
function directiveValue(attributes: string): unknown {
  const opts = /\bopts="([^"]*)"/.exec(attributes)?.[1]
  if (!opts) return undefined
  const parsed: unknown = JSON.parse(opts.replaceAll('&quot;', '"').replaceAll('&amp;', '&'))
  return typeof parsed === 'object' && parsed !== null && 'value' in parsed ? parsed.value : undefined
}

/**
 * Whether an island's code loads only on a later event: when it comes into view (`client:visible`), on the
 * visitor's first use (`client:intent` without `prefetch`), or when a media query matches (`client:media`: the
 * hover pictures, on devices with a pointer that hovers).
 */
function loadsLater(when: string | undefined, attributes: string): boolean {
  if (when === 'visible' || when === 'media') return true
  if (when !== 'intent') return false
  const value = directiveValue(attributes)
  return !(typeof value === 'object' && value !== null && 'prefetch' in value && value.prefetch === true)
}

/**
 * The modules of a page's Astro islands: those hydrated at load or when idle, and those whose code is
 * prefetched when idle, are first-load JavaScript; the others load only on a later event (`loadsLater`).
 */
function islandSources(html: string, base: string): IslandScripts {
  const islands: IslandScripts = { onLoad: [], later: [] }
  for (const [, attributes = ''] of html.matchAll(/<astro-island\b([^>]*)>/g)) {
    const component = /\bcomponent-url="([^"]+)"/.exec(attributes)?.[1]
    const renderer = /\brenderer-url="([^"]+)"/.exec(attributes)?.[1]
    const when = /\bclient="([^"]+)"/.exec(attributes)?.[1]
    const urls = [component, renderer]
      .filter((url): url is string => Boolean(url))
      .map((url) => new URL(url, base).href)
    islands[loadsLater(when, attributes) ? 'later' : 'onLoad'].push(...urls)
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

export async function firstLoadJs(base: string, path: string): Promise<FirstLoadJs> {
  const html = await fetchText(new URL(path, base).href)
  const islands = islandSources(html, base)
  const firstLoad = await withStaticImports([...scriptSources(html, base), ...islands.onLoad])
  const later = await withStaticImports(islands.later)
  for (const url of firstLoad) later.delete(url)
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
  const inlineGzipKb = gzipSync(inline.map((match) => match[1] ?? '').join('\n')).length / 1024
  return {
    path,
    scripts: firstLoad.size,
    gzipKb: (await gzipKb(firstLoad)) + inlineGzipKb,
    laterKb: await gzipKb(later),
    inlineScripts: inline.length,
    htmlGzipKb: gzipSync(html).length / 1024,
  }
}
