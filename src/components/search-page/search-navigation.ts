import { STALLED_SEARCH_DELAY } from '@/components/search/stalled-search-delay'

/**
 * The search page's wait for its next view. Every view is its own address, loaded as a full page from the page
 * cache; while one loads, this page stays on screen, and once the wait has lasted the stalled delay (200 ms) the
 * page says so (SearchStatus) until the next page replaces it. Shared by the page's script and islands through
 * this module.
 */

/** The element that holds the page's view: marked busy while the next view keeps it waiting. */
export const VIEW_SELECTOR = '[data-search-view]'

/** Announced on `window` when a wait for the next view begins: the status island hydrates on it. */
export const SEARCH_WAIT_EVENT = 'gallery:search-wait'

let stalled = false
let timer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function setStalled(next: boolean) {
  if (stalled === next) return
  stalled = next
  for (const listener of listeners) listener()
}

export const isStalled = () => stalled

export function subscribeStalled(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The next view is on its way: after the stalled delay the page shows it is waiting. */
export function startWaiting(): void {
  if (timer !== undefined) return
  window.dispatchEvent(new Event(SEARCH_WAIT_EVENT))
  timer = setTimeout(() => setStalled(true), STALLED_SEARCH_DELAY)
}

/** The wait is over without a new page: the browser showed this page again from its back-forward cache. */
export function stopWaiting(): void {
  clearTimeout(timer)
  timer = undefined
  setStalled(false)
}

let latest = 0

/**
 * Goes to another view of the search page: `push` as a new history entry, `replace` in place of this one. The page
 * is first asked for in the background, while this one stays on screen and usable (and says it waits once that
 * lasts); the answer fills the page cache, so the load that follows is served from it at once. Only the latest
 * view asked for is loaded; without an answer the browser loads it itself.
 */
export function navigateTo(href: string, mode: 'push' | 'replace'): void {
  startWaiting()
  const navigation = ++latest
  const go = () => {
    if (navigation !== latest) return
    if (mode === 'push') window.location.assign(href)
    else window.location.replace(href)
  }
  fetch(href, { credentials: 'same-origin' })
    .then((response) => response.text())
    .then(go, go)
}

/** A plain click (main button, no modifier key): one that follows the link in this tab. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * A plain click on a link to another view (a tab, Show More, Try again) goes there through `navigateTo`, like a
 * search from the box; any other click follows the link as usual. Back to this page from the browser's cache ends
 * the wait.
 */
export function followSearchLinks(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return
    const link = event.target.closest<HTMLAnchorElement>('a[data-search-link]')
    if (!link) return
    event.preventDefault()
    navigateTo(link.href, 'push')
  })
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) stopWaiting()
  })
}
