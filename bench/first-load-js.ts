import { z } from 'zod'
import { fetchText, firstLoadJs } from './pages/first-load'

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
  { listing: '/artworks', link: /href="(\/products\/(?!gift-card\b)[^"?#/]+)"/ },
] as const

const LISTING_PAGES = ['/', '/artworks', '/artworks/medium/painting', '/search', '/exhibitions', '/artists']

async function detailPaths(base: string): Promise<string[]> {
  const found = await Promise.all(
    DETAIL_PAGES.map(async ({ listing, link }) => link.exec(await fetchText(new URL(listing, base).href))?.[1]),
  )
  return found.filter((path): path is string => path !== undefined)
}

const paths = args.paths.length > 0 ? args.paths : [...LISTING_PAGES, ...(await detailPaths(args.base))]
console.log(
  `first-load JavaScript on ${args.base}: gzip of every script a page loads by address, the modules of its islands`,
  'hydrated at load or idle or prefetched when idle, with their static imports, and its inline scripts; "later" is',
  'what islands loaded on view, on first use or on a media match (hover pictures) add when that happens',
)
console.log(['page'.padEnd(44), 'scripts', 'JS gzip KB', 'later KB', 'inline', 'HTML gzip KB'].join('  '))
for (const path of paths) {
  const row = await firstLoadJs(args.base, path)
  console.log(
    [
      row.path.padEnd(44),
      String(row.scripts).padStart(7),
      row.gzipKb.toFixed(1).padStart(10),
      row.laterKb.toFixed(1).padStart(11),
      String(row.inlineScripts).padStart(6),
      row.htmlGzipKb.toFixed(1).padStart(12),
    ].join('  '),
  )
}
