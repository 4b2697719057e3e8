import { gzipSync } from 'node:zlib'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { z } from 'zod'

/** What one Lighthouse mobile run says about a page. */
export type LighthouseFigures = {
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Scripts as the browser received them (the server's own compression, if any). */
  scriptTransferKb: number
  /** The same scripts gzipped here, so the figure doesn't depend on whether the server compresses. */
  scriptGzipKb: number
  scripts: number
  benchmarkIndex: number
}

const networkRequests = z.object({
  items: z.array(
    z.object({ url: z.string(), resourceType: z.string().optional(), transferSize: z.number().optional() }),
  ),
})

const gzipSizes = new Map<string, number>()

/** Script URLs are content-hashed, so each is fetched and gzipped once for every run. */
async function gzipSize(url: string): Promise<number> {
  const known = gzipSizes.get(url)
  if (known !== undefined) return known
  const response = await fetch(url)
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`)
  const size = gzipSync(Buffer.from(await response.arrayBuffer())).length
  gzipSizes.set(url, size)
  return size
}

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN
}

/** Lighthouse's own slowdown of the CPU for its mobile audit: the phone issue 25's goals are set for. */
export const DEFAULT_CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier

/**
 * One run of Lighthouse's default (mobile, simulated throttling) performance audit against a Chrome on `port`,
 * with its CPU slowed `cpuSlowdown` times instead of Lighthouse's own 4 when asked: a fast machine then shows the
 * margins a slower phone would have.
 */
export async function lighthouseRun(
  url: string,
  port: number,
  cpuSlowdown = DEFAULT_CPU_SLOWDOWN,
): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const requests = networkRequests.parse(lhr.audits['network-requests']?.details).items
  const scripts = requests.filter((request) => request.resourceType === 'Script' && /^https?:/.test(request.url))
  let gzipBytes = 0
  for (const script of scripts) gzipBytes += await gzipSize(script.url)
  const transferBytes = scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0)
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    scriptTransferKb: transferBytes / 1024,
    scriptGzipKb: gzipBytes / 1024,
    scripts: scripts.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}
