import { SEARCH_VIEW, type SearchGo } from './search-view'

/**
 * The search page's wait for its next view, kept by the page's script. Every view is its own address, loaded as a
 * full page from the page cache; while one loads, this page stays on screen, and once the wait has lasted the
 * stalled delay the view is marked `aria-busy` and `data-search-stalled` (SearchStatus then says "Searching…")
 * until the next page replaces this one.
 */

let timer: ReturnType<typeof setTimeout> | undefined

function view(): HTMLElement | null {
  return document.querySelector<HTMLElement>(SEARCH_VIEW.selector)
}

function markStalled(stalled: boolean) {
  const element = view()
  element?.setAttribute('aria-busy', String(stalled))
  element?.toggleAttribute(SEARCH_VIEW.stalledAttribute, stalled)
}

/** The next view is on its way: after the stalled delay the page shows it is waiting. */
function startWaiting(): void {
  if (timer !== undefined) return
  window.dispatchEvent(new Event(SEARCH_VIEW.waitEvent))
  const delay = Number(view()?.getAttribute(SEARCH_VIEW.stalledAfterAttribute) ?? 0)
  timer = setTimeout(() => markStalled(true), delay)
}

/** The wait is over without a new page: the browser showed this page again from its back-forward cache. */
function stopWaiting(): void {
  clearTimeout(timer)
  timer = undefined
  markStalled(false)
}

let latest = 0

/**
 * Goes to another view of the search page: `push` as a new history entry, `replace` in place of this one. The page
 * is first asked for in the background, while this one stays on screen and usable (and says it waits once that
 * lasts); the answer fills the page cache, so the load that follows is served from it at once. Only the latest
 * view asked for is loaded; without an answer the browser loads it itself.
 */
function navigateTo({ href, mode }: SearchGo): void {
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

function isSearchGo(detail: unknown): detail is SearchGo {
  if (typeof detail !== 'object' || detail === null || !('href' in detail) || !('mode' in detail)) return false
  return typeof detail.href === 'string' && (detail.mode === 'push' || detail.mode === 'replace')
}

/**
 * A plain click on a link to another view (a tab, Show More, Try again) goes there through `navigateTo`, and so
 * does a search asked for by the search box; any other click follows the link as usual. Back to this page from the
 * browser's cache ends the wait.
 */
export function followSearchLinks(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return
    const link = event.target.closest<HTMLAnchorElement>('a[data-search-link]')
    if (!link) return
    event.preventDefault()
    navigateTo({ href: link.href, mode: 'push' })
  })
  window.addEventListener(SEARCH_VIEW.goEvent, (event) => {
    if (!(event instanceof CustomEvent) || !isSearchGo(event.detail)) return
    event.preventDefault()
    navigateTo(event.detail)
  })
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) stopWaiting()
  })
}
