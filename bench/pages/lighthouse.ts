import { launch, type LaunchedChrome } from 'chrome-launcher'
import type { BenchPage } from './discover'
import { firstLoadJs } from './first-load'
import { recordLighthouseGoals } from './lighthouse-goals'
import { DEFAULT_CPU_SLOWDOWN, lighthouseRun, type LighthouseFigures } from './lighthouse-run'
import { fixed, printTable } from './table'

// Headless Chromium as Debian ships it; QUIC off because it would dial hosts this network refuses.
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic']

let running: LaunchedChrome | undefined

/** For the benchmark's own interrupt handler: chrome-launcher's would exit before the app is stopped. */
export function stopChrome(): void {
  running?.kill()
  running = undefined
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]))
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    scriptTransferKb: of('scriptTransferKb'),
    scriptGzipKb: of('scriptGzipKb'),
    scripts: of('scripts'),
    benchmarkIndex: of('benchmarkIndex'),
  }
}

export function describeRun(run: LighthouseFigures): string {
  return (
    `score ${fixed(run.score)}, LCP ${fixed(run.lcpMs)} ms, TBT ${fixed(run.tbtMs)} ms, CLS ${fixed(run.cls, 3)}, ` +
    `JS ${fixed(run.scriptGzipKb, 1)} KB gzip in ${run.scripts} scripts, benchmarkIndex ${fixed(run.benchmarkIndex)}`
  )
}

/** A URL Lighthouse scores, with the label of its per-run lines. */
type Line = { label: string; url: string }

/**
 * Medians of `runs` runs of each line, taking the lines in turn within each run (a page from the app and the
 * same page from the static server), so that both see the loaded machine in about the same state. The line that
 * goes first changes from run to run, so that whatever comes of going first never falls on one line alone.
 */
async function medians(
  lines: readonly Line[],
  { runs, port, cpuSlowdown }: { runs: number; port: number; cpuSlowdown: number },
): Promise<LighthouseFigures[]> {
  const figures = lines.map((): LighthouseFigures[] => [])
  for (let run = 1; run <= runs; run++) {
    const inTurn = [...lines.entries()]
    if (run % 2 === 0) inTurn.reverse()
    for (const [index, line] of inTurn) {
      const one = await lighthouseRun(line.url, port, cpuSlowdown)
      figures[index]?.push(one)
      console.log(`${line.label} run ${run}: ${describeRun(one)}`)
    }
  }
  return figures.map(medianFigures)
}

const row = (name: string, line: string, figures: LighthouseFigures, jsKb: string, marks: string) => [
  name,
  line,
  fixed(figures.score),
  fixed(figures.lcpMs),
  fixed(figures.tbtMs),
  fixed(figures.cls, 3),
  jsKb,
  fixed(figures.scriptGzipKb, 1),
  marks,
]

export type LighthouseTargets = {
  appUrl: string
  /** The static server of the captured pages, which passes their assets to the app; needed when pages are scored. */
  staticUrl: string | undefined
  /** The blank App Router app of `bench:floor`, when the floor part runs. */
  floorUrl: string | undefined
}

/**
 * Lighthouse's mobile performance audit, `runs` times per line in one headless Chromium, medians per line:
 * each page from the app and its static line, and the framework's floor, in one table.
 */
export async function measureLighthouse(
  pages: readonly BenchPage[],
  { appUrl, staticUrl, floorUrl }: LighthouseTargets,
  { runs, chromePath, cpuSlowdown }: { runs: number; chromePath: string; cpuSlowdown: number },
): Promise<void> {
  const slowdown =
    cpuSlowdown === DEFAULT_CPU_SLOWDOWN
      ? ''
      : `; CPU slowed ×${cpuSlowdown}, not Lighthouse's ×${DEFAULT_CPU_SLOWDOWN}: goals marked "at CPU ×${cpuSlowdown}"`
  console.log(`\n== Lighthouse mobile: ${runs} runs per line, medians (${chromePath}${slowdown})`)
  console.log(
    'static line: the same page, its HTML captured from the app and served from memory by the static server, which\n' +
      'passes its assets (/_astro/*, /_next/*, /api/media/*, …) to the app: the same images, CSS and JavaScript.\n' +
      'JS KB gz: first-load JavaScript as bench:js counts it; JS KB run: the scripts the Lighthouse run loaded.',
  )
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error', handleSIGINT: false })
  running = chrome
  const rows: string[][] = []
  const each = { runs, port: chrome.port, cpuSlowdown }
  try {
    if (floorUrl) {
      const [floor] = await medians([{ label: 'floor (blank App Router page)', url: floorUrl }], each)
      const js = await firstLoadJs(floorUrl, '/')
      if (!floor) throw new Error(`no Lighthouse figures for the floor at ${floorUrl}`)
      rows.push(row('floor', 'blank app', floor, fixed(js.gzipKb, 1), 'reference, no goal'))
    }
    if (pages.length > 0 && !staticUrl) throw new Error('Lighthouse needs the static server for its static lines')
    for (const page of pages) {
      const [app, statics] = await medians(
        [
          { label: `${page.path} app`, url: `${appUrl}${page.path}` },
          { label: `${page.path} static`, url: `${staticUrl ?? ''}${page.path}` },
        ],
        each,
      )
      if (!app || !statics) throw new Error(`no Lighthouse figures for ${page.path}`)
      const js = await firstLoadJs(appUrl, page.path)
      rows.push(row(page.name, 'app', app, fixed(js.gzipKb, 1), recordLighthouseGoals(page, app, statics, cpuSlowdown)))
      rows.push(row('', 'static', statics, '', ''))
    }
  } finally {
    stopChrome()
  }
  printTable(['page', 'line', 'score', 'LCP ms', 'TBT ms', 'CLS', 'JS KB gz', 'JS KB run', 'goals'], rows)
}
