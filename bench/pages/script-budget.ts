import type { BenchPage } from './discover'
import { firstLoadJs } from './first-load'
import { goal } from './goals'
import { fixed, printTable } from './table'

/** Issue 25's first-load JavaScript budgets, KB gzip: a page without the grid has little to hydrate. */
const SCRIPT_GOAL_KB: Record<BenchPage['kind'], number> = { content: 35, product: 35, grid: 110, search: 110 }

/**
 * First-load JavaScript of each page counted as `npm run bench:js` counts it (scripts by address, islands
 * hydrated at load or idle with their static imports, inline scripts), against its kind's budget.
 */
export async function measureScripts(pages: readonly BenchPage[], appUrl: string): Promise<void> {
  console.log('\n== First-load JavaScript (as bench:js counts it), gzip')
  const rows: string[][] = []
  for (const page of pages) {
    const js = await firstLoadJs(appUrl, page.path)
    const budget = SCRIPT_GOAL_KB[page.kind]
    const mark = goal(
      `${page.name} (${page.path}) first-load JS ≤ ${budget} KB gzip (${page.kind} page)`,
      js.gzipKb <= budget,
      `${fixed(js.gzipKb, 1)} KB`,
    )
    rows.push([
      page.name,
      page.kind,
      String(js.scripts),
      fixed(js.gzipKb, 1),
      fixed(js.laterKb, 1),
      String(js.inlineScripts),
      `≤ ${budget}`,
      mark,
    ])
  }
  printTable(['page', 'kind', 'scripts', 'JS KB gz', 'later KB', 'inline', 'goal KB', ''], rows)
}
