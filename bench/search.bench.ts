/**
 * In-process search benchmark on the real catalog (77,153 CC0 museum artworks) and at 4x.
 * Run: npx tsx bench/search.bench.ts   (add --expose-gc before the file for exact heap numbers)
 * Queries go through the Algolia protocol layer (params validation, filters, highlighting), not HTTP.
 * A repeated query reuses its typo expansion (the engine caches them, as InstantSearch repeats
 * words across requests); the e-cold row shows the uncached cost of a typo-tolerant word.
 */
import { loadavg } from 'node:os'
import { multiQuery, searchFacetValues } from '../src/lib/search/algolia'
import { createEngine, type SearchEngine } from '../src/lib/search/engine/search-engine'
import { PRODUCTS_INDEX, replicaName } from '../src/lib/catalog/sort-indexes'
import { galleryIndexDefinitions } from '../src/lib/gallery-search/indexes'
import type { ArtworkRecord } from '../src/lib/gallery-search/records'
import type { SearchRecord } from '../src/lib/search/types'
import { catalogCopies } from './catalog-copies'
import { findDataDir, loadDataset } from './dataset-artwork-hits'

const RUNS = 300
const WARMUP = 30

/** `varying`: each run asks something different, so the last run's nbHits says nothing. */
type Case = { name: string; run: (engine: SearchEngine) => number; varying?: boolean }

function query(indexName: string, params: Record<string, unknown>): (engine: SearchEngine) => number {
  return (engine) => {
    const outcome = multiQuery(engine, { requests: [{ indexName, ...params }] })
    if (!outcome.ok) throw new Error(outcome.error.message)
    const [result] = outcome.body.results
    return result && 'nbHits' in result ? result.nbHits : -1
  }
}

const text = (q: string) => query(PRODUCTS_INDEX, { query: q, hitsPerPage: 12, facets: ['*'] })

/** Distinct misspellings (one substituted letter), so every run misses the engine's typo-expansion cache. */
function misspellings(words: readonly string[]): string[] {
  const out: string[] = []
  for (const word of words) {
    for (let i = 1; i < word.length; i++) {
      for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
        if (letter !== word.charAt(i)) out.push(word.slice(0, i) + letter + word.slice(i + 1))
      }
    }
  }
  return out
}

function coldText(words: readonly string[]): (engine: SearchEngine) => number {
  const variants = misspellings(words)
  let next = 0
  return (engine) => text(variants[next++ % variants.length] ?? '')(engine)
}

/** Built per scale, so the cold case starts from the same misspellings each time. */
const cases = (): Case[] => [
  {
    name: "(a) grid: '' facets[*] Painting 350-800 min_price_asc p2",
    run: query(replicaName(PRODUCTS_INDEX, 'min_price_asc'), {
      params: 'query=&hitsPerPage=12&page=2&facets=%5B%22*%22%5D',
      facetFilters: [['product_type:Painting']],
      numericFilters: ['variants_min_price>=350', 'variants_min_price<=800'],
    }),
  },
  { name: "(b) 'landscape'", run: text('landscape') },
  { name: "(c) 'river thames'", run: text('river thames') },
  { name: "(d) 'turn' (prefix)", run: text('turn') },
  { name: "(e) 'landscpe' (typo)", run: text('landscpe') },
  {
    name: "(e-cold) a new misspelling of 'landscape(s)' each run",
    run: coldText(['landscape', 'landscapes']),
    varying: true,
  },
  {
    name: "(f) facet values vendor 'wil'",
    run: (engine) => {
      const outcome = searchFacetValues(engine, PRODUCTS_INDEX, 'vendor', { facetQuery: 'wil' })
      if (!outcome.ok) throw new Error(outcome.error.message)
      return outcome.body.facetHits.length
    },
  },
]

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN
}

type Timing = { p50: number; p95: number; cpuP50: number; cpuP95: number; hits: number }

/** Wall time is what a visitor waits; CPU time shows the engine's own cost when the machine is shared. */
function measure(engine: SearchEngine, run: (engine: SearchEngine) => number): Timing {
  let hits = 0
  for (let i = 0; i < WARMUP; i++) hits = run(engine)
  const wall: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const cpuStart = process.cpuUsage()
    const started = performance.now()
    run(engine)
    wall.push(performance.now() - started)
    const used = process.cpuUsage(cpuStart)
    cpu.push((used.user + used.system) / 1000)
  }
  wall.sort((a, b) => a - b)
  cpu.sort((a, b) => a - b)
  return {
    p50: percentile(wall, 0.5),
    p95: percentile(wall, 0.95),
    cpuP50: percentile(cpu, 0.5),
    cpuP95: percentile(cpu, 0.95),
    hits,
  }
}

const row = (name: string, hits: number | string, t: Timing) =>
  `| ${name} | ${hits} | ${t.p50.toFixed(2)} | ${t.p95.toFixed(2)} | ${t.cpuP50.toFixed(2)} | ${t.cpuP95.toFixed(2)} |`

function collectGarbage(): void {
  const gc: unknown = Reflect.get(globalThis, 'gc')
  if (typeof gc === 'function') gc()
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

function benchScale(label: string, artworks: ArtworkRecord[], artists: SearchRecord[]): void {
  collectGarbage()
  const heapBefore = process.memoryUsage().heapUsed
  const engine = createEngine(galleryIndexDefinitions())
  const started = performance.now()
  engine.index(PRODUCTS_INDEX)?.replaceAll(artworks)
  const buildMs = performance.now() - started
  const artistsStarted = performance.now()
  engine.index('artists')?.replaceAll(artists)
  const artistsMs = performance.now() - artistsStarted
  collectGarbage()
  const memory = process.memoryUsage()
  console.log(
    `\n## ${label}: ${artworks.length.toLocaleString('en-US')} artworks + ${artists.length.toLocaleString('en-US')} artists`,
  )
  console.log(`build: artworks ${buildMs.toFixed(0)} ms, artists ${artistsMs.toFixed(0)} ms`)
  console.log(
    `memory: heap used ${mb(memory.heapUsed)} (index + records: +${mb(memory.heapUsed - heapBefore)}), rss ${mb(memory.rss)}, external ${mb(memory.external)}`,
  )
  console.log(`\n| query | nbHits | p50 ms | p95 ms | cpu p50 ms | cpu p95 ms |\n|---|---:|---:|---:|---:|---:|`)
  for (const { name, run, varying } of cases()) {
    const timing = measure(engine, run)
    console.log(row(name, varying ? '-' : timing.hits, timing))
  }
  const index = engine.index(PRODUCTS_INDEX)
  const sample = artworks[0]
  if (index && sample) {
    const timing = measure(engine, () => {
      index.upsert({ ...sample, title: `${sample.title} (edited)` })
      return query(PRODUCTS_INDEX, { query: '', hitsPerPage: 12 })(engine)
    })
    console.log(row("(g) upsert one record + next '' query", '-', timing))
  }
}

function main(): void {
  const dir = findDataDir()
  if (!dir) {
    console.log('Dataset not found (looked for /work/shared/data and ../shared/data): skipping the search benchmark.')
    return
  }
  const loadStarted = performance.now()
  const { artworks, artists } = loadDataset(dir)
  console.log(`# Search engine benchmark (${dir})`)
  console.log(
    `node ${process.version}, ${RUNS} runs after ${WARMUP} warm-up per query, load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  )
  console.log(`dataset read and mapped in ${(performance.now() - loadStarted).toFixed(0)} ms`)
  benchScale('1x', artworks, artists)
  benchScale('4x', catalogCopies(artworks, 4), artists)
  console.log(
    `\nload average at the end: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  )
}

main()
