import { whenIdle } from '@/lib/device/when-idle'
import { followSearchLinks, VIEW_SELECTOR } from './search-navigation'

/** Counts the query once the page has settled; its code (with the forms' shared code) is fetched only then. */
function countQueryWhenIdle(query: string): void {
  whenIdle(() => {
    import('@/components/search/record-search-query')
      .then(({ recordSearchQuery }) => recordSearchQuery(query))
      .catch((error: unknown) => console.warn('search query not counted: its code did not load', error))
  })
}

/**
 * The search page's own script, run once its document is parsed, with no framework: it takes the links to the
 * page's other views, and counts the page's query once (the server marks the view with `data-counted-query` when
 * it found something, or found nothing and says so): one that found something may become a suggestion, one that
 * found nothing is listed for the staff on the admin's insight dashboard. The count waits until the page has
 * settled, so it never competes with what the visitor is loading: at load the script fetches a few hundred bytes,
 * not the islands' shared code, which would otherwise run before the page's first pictures are painted.
 */
export function startSearchPage(): void {
  followSearchLinks()
  const query = document.querySelector<HTMLElement>(VIEW_SELECTOR)?.dataset.countedQuery
  if (query !== undefined) countQueryWhenIdle(query)
}
