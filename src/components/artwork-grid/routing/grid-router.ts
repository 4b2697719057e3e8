import historyRouter from 'instantsearch.js/es/lib/routers/history'
import type { GridScope } from '@/components/artwork-grid/artwork-grid-params'
import { nestedQuery } from '@/components/artwork-grid/routing/route-query'
import { gridStateMapping, type RouteState } from '@/components/artwork-grid/routing/route-state'

/**
 * InstantSearch's history router, adapted to the App Router. After a client-side navigation InstantSearch
 * starts before Next updates `window.location`, so until the grid has mounted the route is read from
 * the query Next rendered. Back/forward arrive as popstate, which the router reads from the URL itself;
 * a `<Link>` to this page with other filters has no popstate, so the grid reports it through `urlChanged`
 * (but not its own writes: re-reading those could undo a filter chosen while Next caught up).
 */
export class GridRouter {
  private mounted = false
  private update: (() => void) | null = null
  private lastWritten: string | null = null

  readonly routing

  constructor(
    private readonly queryAtMount: string,
    scope: GridScope,
  ) {
    this.routing = {
      router: historyRouter<RouteState>({
        cleanUrlOnDispose: false,
        parseURL: ({ location }) => nestedQuery(this.mounted ? location.search : this.queryAtMount),
        start: (update) => {
          this.update = update
        },
        push: (url) => {
          this.lastWritten = url
          window.history.pushState({}, '', url)
        },
      }),
      stateMapping: gridStateMapping(scope),
    }
  }

  markMounted() {
    this.mounted = true
  }

  /** Next saw a new URL; unless it is the one the grid just wrote, the grid re-reads it. */
  urlChanged() {
    if (window.location.href !== this.lastWritten) this.update?.()
  }
}
