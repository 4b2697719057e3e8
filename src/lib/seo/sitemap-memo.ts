import 'server-only'
import type { SitemapEntry } from './sitemap-xml'

/** Pages are not in the search index, so an edited page reaches the sitemap at the latest this much later. */
const SITEMAP_MAX_AGE_MS = 10 * 60 * 1000

type Memo = { version: number; madeAt: number; entries: Promise<SitemapEntry[]> }

let memo: Memo | undefined

/**
 * The sitemap's entries, read once per version of the search index (which every published artwork, artist,
 * collection, exhibition or story changes) and at most `SITEMAP_MAX_AGE_MS` old; requests meanwhile share
 * one read. Reading every address of the 77k catalog took seconds of CPU (issue 26): a crawler's or a
 * stranger's repeated requests must not pay it each time.
 */
export function memoisedSitemapEntries(version: number, read: () => Promise<SitemapEntry[]>): Promise<SitemapEntry[]> {
  const now = Date.now()
  if (memo && memo.version === version && now - memo.madeAt < SITEMAP_MAX_AGE_MS) return memo.entries
  const entries = read()
  const made: Memo = { version, madeAt: now, entries }
  memo = made
  // A failed read is not kept: the next request reads again. The caller still gets the failure.
  entries.catch(() => {
    if (memo === made) memo = undefined
  })
  return entries
}
