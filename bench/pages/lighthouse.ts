import { launch, type LaunchedChrome } from 'chrome-launcher'
import type { BenchPage } from './discover'
import { goal } from './goals'
import { lighthouseRun, type LighthouseFigures } from './lighthouse-run'
import { fixed, printTable } from './table'

const SCORE_GOAL = 95
const SCORE_GOAL_PAGES = new Set(['home', 'artworks', 'search', 'search results', 'artist', 'product'])
const TBT_GOAL_MS = 200
const SCRIPT_GOAL_KB = { content: 130, grid: 180 } as const

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

function recordGoals(page: BenchPage, figures: LighthouseFigures): string {
  const marks: string[] = []
  if (SCORE_GOAL_PAGES.has(page.name))
    marks.push(
      `score ${goal(`${page.name} (${page.path}) Lighthouse mobile performance ≥ ${SCORE_GOAL}`, figures.score >= SCORE_GOAL, fixed(figures.score))}`,
    )
  marks.push(
    `TBT ${goal(`${page.name} (${page.path}) total blocking time ≤ ${TBT_GOAL_MS} ms`, figures.tbtMs <= TBT_GOAL_MS, `${fixed(figures.tbtMs)} ms`)}`,
  )
  const jsGoal = SCRIPT_GOAL_KB[page.kind]
  marks.push(
    `JS ${goal(
      `${page.name} (${page.path}) first-load JS ≤ ${jsGoal} KB gzip (${page.kind} page)`,
      figures.scriptGzipKb <= jsGoal,
      `${fixed(figures.scriptGzipKb, 1)} KB`,
    )}`,
  )
  return marks.join(', ')
}

/** Lighthouse's mobile performance audit, `runs` times per page in one headless Chromium; medians per page. */
export async function measureLighthouse(
  pages: readonly BenchPage[],
  appUrl: string,
  { runs, chromePath }: { runs: number; chromePath: string },
): Promise<void> {
  console.log(`\n== Lighthouse mobile: ${runs} runs per page, medians (${chromePath})`)
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error', handleSIGINT: false })
  running = chrome
  const rows: string[][] = []
  try {
    for (const page of pages) {
      const figures: LighthouseFigures[] = []
      for (let run = 1; run <= runs; run++) {
        const one = await lighthouseRun(`${appUrl}${page.path}`, chrome.port)
        figures.push(one)
        console.log(`${page.path} run ${run}: ${describeRun(one)}`)
      }
      const middle = medianFigures(figures)
      const marks = recordGoals(page, middle)
      rows.push([
        page.name,
        fixed(middle.score),
        fixed(middle.lcpMs),
        fixed(middle.tbtMs),
        fixed(middle.cls, 3),
        fixed(middle.scriptGzipKb, 1),
        fixed(middle.scriptTransferKb, 1),
        marks,
      ])
    }
  } finally {
    stopChrome()
  }
  printTable(['page', 'score', 'LCP ms', 'TBT ms', 'CLS', 'JS KB gz', 'JS KB sent', 'goals'], rows)
}
