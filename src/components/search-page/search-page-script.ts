import { recordSearchQuery } from '@/components/search/record-search-query'
import { whenIdle } from '@/lib/device/when-idle'
import { followSearchLinks } from './search-navigation'
import { SEARCH_VIEW } from './search-view'

/**
 * The search page's own script, run once its document is parsed, with no framework: it keeps the wait for the page's
 * other views (its links, and the searches the box asks for), and counts the page's query once (the server marks the
 * view with `data-counted-query` when it found something, or found nothing and says so): one that found something
 * may become a suggestion, one that found nothing is listed for the staff on the admin's insight dashboard. The count
 * waits until the page has settled, so it never competes with what the visitor is loading. It imports nothing an
 * island shares, so that it is one small file.
 */
export function startSearchPage(): void {
  followSearchLinks()
  const query = document.querySelector<HTMLElement>(SEARCH_VIEW.selector)?.dataset.countedQuery
  if (query !== undefined) whenIdle(() => recordSearchQuery(query))
}
