import type { BenchPage } from './discover'
import { goal } from './goals'
import { DEFAULT_CPU_SLOWDOWN, type LighthouseFigures } from './lighthouse-run'
import { fixed } from './table'

/** Issue 25's Lighthouse goals for every page, on the medians of its runs. */
const SCORE_GOAL = 95
const TBT_GOAL_MS = 150
// "CLS 0": Lighthouse reports layout shifts to the thousandth, so anything it rounds to 0.000 is none.
const CLS_GOAL = 0.001
const LCP_GOAL_RATIO = 1.2

/**
 * Records the page's goals against its app line and its static line; returns the marks for its row. At another
 * CPU slowdown than Lighthouse's own, each goal's name says so: it is a margin, not the goal as set.
 */
export function recordLighthouseGoals(
  page: BenchPage,
  app: LighthouseFigures,
  statics: LighthouseFigures,
  cpuSlowdown: number,
): string {
  const name = `${page.name} (${page.path})${cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? '' : ` at CPU ×${cpuSlowdown}`}`
  const lcpRatio = app.lcpMs / statics.lcpMs
  const marks = [
    `score ${goal(`${name} Lighthouse mobile performance ≥ ${SCORE_GOAL}`, app.score >= SCORE_GOAL, fixed(app.score))}`,
    `TBT ${goal(`${name} total blocking time ≤ ${TBT_GOAL_MS} ms`, app.tbtMs <= TBT_GOAL_MS, `${fixed(app.tbtMs)} ms`)}`,
    `CLS ${goal(`${name} cumulative layout shift 0 (≤ ${CLS_GOAL})`, app.cls <= CLS_GOAL, fixed(app.cls, 3))}`,
    `LCP ${goal(
      `${name} LCP ≤ ${LCP_GOAL_RATIO}× the static line's`,
      lcpRatio <= LCP_GOAL_RATIO,
      `${fixed(app.lcpMs)} vs ${fixed(statics.lcpMs)} ms, ${fixed(lcpRatio, 2)}×`,
    )}`,
  ]
  return marks.join(', ')
}
