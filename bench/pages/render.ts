import { summarise } from '../timing'
import { PREVIEW_SECRET } from './app'
import type { BenchPage } from './discover'
import { goal } from './goals'
import { fixed, printTable } from './table'

const WARMUP_REQUESTS = 2
const RENDER_GOAL_MS = 50

/** The preview cookie the app sets for `?preview=<secret>`: a request carrying it bypasses the page cache. */
async function previewCookie(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}/?preview=${encodeURIComponent(PREVIEW_SECRET)}`, { redirect: 'manual' })
  await response.arrayBuffer()
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';', 1)[0] ?? '')
    .find((pair) => pair.startsWith('gallery-preview='))
  if (!cookie) throw new Error(`?preview= answered ${response.status} without a gallery-preview cookie`)
  return cookie
}

async function timedGet(url: string, headers: Record<string, string>): Promise<number> {
  const sent = performance.now()
  const response = await fetch(url, { headers, redirect: 'manual' })
  await response.arrayBuffer()
  const elapsed = performance.now() - sent
  if (response.status !== 200) throw new Error(`GET ${url}: HTTP ${response.status}`)
  return elapsed
}

/**
 * One request at a time, each rendered afresh: with the preview cookie (which the page cache lets through,
 * and which reads drafts, the same queries as a visitor's), or as a visitor when the cache is off.
 */
export async function measureRenders(
  pages: readonly BenchPage[],
  appUrl: string,
  { requests, asVisitor }: { requests: number; asVisitor: boolean },
): Promise<void> {
  const headers: Record<string, string> = asVisitor ? {} : { cookie: await previewCookie(appUrl) }
  const who = asVisitor ? 'as a visitor (PAGE_CACHE=off)' : 'with the preview cookie'
  console.log(`\n== Uncached renders: one connection, ${requests} requests per page ${who}`)
  const rows: string[][] = []
  for (const page of pages) {
    const url = `${appUrl}${page.path}`
    for (let i = 0; i < WARMUP_REQUESTS; i++) await timedGet(url, headers)
    const samples: number[] = []
    for (let i = 0; i < requests; i++) samples.push(await timedGet(url, headers))
    const latency = summarise(samples)
    const mark = goal(
      `${page.name} (${page.path}) renders in ≤ ${RENDER_GOAL_MS} ms p50 uncached`,
      latency.p50 <= RENDER_GOAL_MS,
      `p50 ${fixed(latency.p50, 1)} ms, p95 ${fixed(latency.p95, 1)} ms`,
    )
    rows.push([page.name, page.path, fixed(latency.p50, 1), fixed(latency.p95, 1), fixed(latency.max, 1), mark])
  }
  printTable(['page', 'path', 'p50 ms', 'p95 ms', 'max ms', 'goal p50 ≤ 50'], rows)
}
