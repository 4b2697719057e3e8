/**
 * What the search page's script and its islands share, as names only: the script keeps the wait for the next view
 * and marks it on the view's element; the islands read those marks and ask it to go through window events. The page
 * passes these names to its islands as props, so that no island imports a module of the script's: the script is then
 * one file with nothing to load behind it (a script that runs before the page's first pictures are painted makes a
 * phone's page wait for it, with every file it imports).
 */
export const SEARCH_VIEW = {
  /** The element that holds the page's view. */
  selector: '[data-search-view]',
  /** On the view, while the wait for the next view has lasted the stalled delay; `aria-busy` says the same. */
  stalledAttribute: 'data-search-stalled',
  /** On the view, the stalled delay in milliseconds (the grid's, so that both say they wait after the same time). */
  stalledAfterAttribute: 'data-stalled-after',
  /** Announced on `window` when a wait for the next view begins: the status island hydrates on it. */
  waitEvent: 'gallery:search-wait',
  /** Asked on `window` by the search box: go to `detail.href` (`detail.mode`: push or replace); cancelled when taken. */
  goEvent: 'gallery:search-go',
} as const

export type SearchGo = { href: string; mode: 'push' | 'replace' }
