import { STALLED_SEARCH_DELAY } from '@/components/artwork-grid/artwork-grid-params'

/**
 * The search page's wait for its next view. Every view is its own address, loaded as a full page from the page
 * cache; while one loads, this page stays on screen, and once the wait has lasted the stalled delay (200 ms) the
 * page says so (SearchStatus) until the next page replaces it. Shared by the page's islands through this module.
 */
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
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}
