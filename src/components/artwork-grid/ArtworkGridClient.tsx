'use client'

import type { InitialResults, UiState } from 'instantsearch.js'
import { type SyntheticEvent, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { type GridScope, visibleFacets } from '@/components/artwork-grid/artwork-grid-params'
import { canonicalQuery } from '@/components/artwork-grid/routing/route-query'
import { useHydrated } from '@/lib/device/useHydrated'
import { GridBody } from './GridBody'
import { GridContext } from './grid-context'
import { GridController, loadGridEngine } from './grid-controller'
import type { GridView } from './grid-view'

type Props = {
  initialResults: InitialResults
  initialUiState: UiState
  /** What the server's widgets rendered from `initialResults`. */
  initialView: GridView
  /** The query string the server computed `initialResults` for. */
  serverQuery: string
  scope: GridScope
  shopUrl: string | undefined
  label: string
}

/** A pointer over, a touch on or focus in one of the grid's controls: the visitor may be about to use it. */
function aboutToUseControl(event: SyntheticEvent) {
  if (event.target instanceof Element && event.target.closest('button, input, select, label')) {
    // Only fetched here; a failure is retried, and shown, when the visitor acts.
    loadGridEngine().catch((error: unknown) => console.warn('artwork grid: prefetching the search code failed', error))
  }
}

/**
 * The artwork grid in the browser. It shows the server's results as they were rendered, and loads
 * InstantSearch (decision 0019) only when the visitor filters, sorts or pages, or when the URL is not the
 * one the server rendered (back to an address InstantSearch wrote itself).
 */
export function ArtworkGridClient({
  initialResults,
  initialUiState,
  initialView,
  serverQuery,
  scope,
  shopUrl,
  label,
}: Props) {
  const [controller] = useState(() => new GridController(initialView, visibleFacets(scope)))
  const state = useSyncExternalStore(controller.subscribe, controller.snapshot, controller.snapshot)
  useEffect(() => () => controller.dispose(), [controller])
  useEffect(() => controller.serverViewChanged(initialView), [controller, initialView])
  // Until the controller has caught up with a new server view, that view is the one to show.
  const controlled = useMemo(() => controller.viewOf(state), [controller, state])
  const view = !state.wanted && state.server !== initialView ? initialView : controlled

  // The address is read after hydration, so that the first render is the server's (see useHydrated).
  const hydrated = useHydrated()
  const urlIsAnother = hydrated && canonicalQuery(window.location.search) !== canonicalQuery(serverQuery)
  useEffect(() => {
    if (urlIsAnother) controller.start()
  }, [urlIsAnother, controller])

  const grid = useMemo(() => ({ view, dispatch: controller.dispatch, retry: controller.retry }), [view, controller])
  const Engine = state.engine
  return (
    <GridContext value={grid}>
      <div
        className="contents"
        onPointerOver={aboutToUseControl}
        onFocus={aboutToUseControl}
        onTouchStart={aboutToUseControl}
      >
        <GridBody scope={scope} shopUrl={shopUrl} label={label} />
      </div>
      {Engine ? (
        <Engine
          initialResults={initialResults}
          initialUiState={initialUiState}
          serverQuery={serverQuery}
          scope={scope}
          startState={state.chosen ? state.shown.indexUiState : null}
          publish={controller.report}
          onMounted={controller.engineReady}
        />
      ) : null}
    </GridContext>
  )
}
