import { recordSearchQuery } from '@/components/search/record-search-query'
import { whenIdle } from '@/lib/device/when-idle'
import { followSearchLinks, VIEW_SELECTOR } from './search-navigation'

/**
 * The search page's own script, run once its document is parsed, with no framework: it takes the links to the
 * page's other views, and counts the page's query once (the server marks the view with `data-counted-query` when
 * it found something, or found nothing and says so): one that found something may become a suggestion, one that
 * found nothing is listed for the staff on the admin's insight dashboard. The count waits until the page has
 * settled, so it never competes with what the visitor is loading.
 */
export function startSearchPage(): void {
  followSearchLinks()
  const query = document.querySelector<HTMLElement>(VIEW_SELECTOR)?.dataset.countedQuery
  if (query !== undefined) whenIdle(() => recordSearchQuery(query))
}
