import type { IndexUiState, StateMapping, UiState } from 'instantsearch.js'
import historyRouter from 'instantsearch.js/es/lib/routers/history'
import { GRID_INDEX, type GridScope } from '@/components/artwork-grid/artwork-grid-params'
import { nestedQuery } from '@/components/artwork-grid/routing/route-query'
import { gridStateMapping, indexStateToRoute, type RouteState } from '@/components/artwork-grid/routing/route-state'

/**
 * InstantSearch's history router, adapted to the App Router. After a client-side navigation InstantSearch
 * starts before Next updates `window.location`, so until the grid has mounted the route is read from
 * the query Next rendered. Back/forward arrive as popstate, which the router reads from the URL itself;
 * a `<Link>` to this page with other filters has no popstate, so the grid reports it through `urlChanged`
 * (but not its own writes: re-reading those could undo a filter chosen while Next caught up).
 *
 * Given a start state (what the visitor chose while the grid's search code loaded), InstantSearch starts in it
 * rather than in the URL's state, and the router writes it to the URL as it writes any change: the URL read
 * at start is that state's route, mapped back to exactly that state (no page preset re-applied).
 */
export class GridRouter {
  private mounted = false
  private update: (() => void) | null = null
  private lastWritten: string | null = null

  readonly routing: {
    router: ReturnType<typeof historyRouter<RouteState>>
    stateMapping: StateMapping<UiState, RouteState>
  }

  constructor(queryAtMount: string, scope: GridScope, startState: IndexUiState | null) {
    const mapping = gridStateMapping(scope)
    const startRoute: RouteState | null = startState ? indexStateToRoute(startState, scope) : null
    const router = historyRouter<RouteState>({
      cleanUrlOnDispose: false,
      parseURL: ({ location }) =>
        this.mounted ? nestedQuery(location.search) : (startRoute ?? nestedQuery(queryAtMount)),
      start: (update) => {
        this.update = update
        if (startRoute) router.write(startRoute)
      },
      push: (url) => {
        this.lastWritten = url
        window.history.pushState({}, '', url)
      },
    })
    this.routing = {
      router,
      stateMapping: {
        stateToRoute: mapping.stateToRoute,
        routeToState: (route: RouteState) =>
          startState && route === startRoute ? { [GRID_INDEX]: startState } : mapping.routeToState(route),
      },
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
