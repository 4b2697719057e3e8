import type { IndexUiState, StateMapping, UiState } from 'instantsearch.js'
import historyRouter from 'instantsearch.js/es/lib/routers/history'
import { GRID_INDEX, type GridScope } from '@/components/artwork-grid/artwork-grid-params'
import { nestedQuery } from '@/components/artwork-grid/routing/route-query'
import { gridStateMapping, indexStateToRoute, type RouteState } from '@/components/artwork-grid/routing/route-state'

/**
 * InstantSearch's history router for the grid. Until the grid has mounted the route is read from the query the
 * page was loaded with (the server rendered that state); after, from `window.location`, so back and forward
 * (popstate, which the router reads itself) restore the state they lead to.
 *
 * Given a start state (what the visitor chose while the grid's search code loaded), InstantSearch starts in it
 * rather than in the URL's state, and the router writes it to the URL as it writes any change: the URL read
 * at start is that state's route, mapped back to exactly that state (no page preset re-applied).
 */
export class GridRouter {
  private mounted = false

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
      start: () => {
        if (startRoute) router.write(startRoute)
      },
      push: (url) => window.history.pushState({}, '', url),
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

}
