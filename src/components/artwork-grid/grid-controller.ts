import type { ComponentType } from 'react'
import { type FacetKey, STALLED_SEARCH_DELAY } from './artwork-grid-params'
import type { GridAction, GridView } from './grid-view'
import { type LivePart, type LiveParts, liveGrid, NO_LIVE_PARTS, withLivePart } from './live-parts'
import type { GridEngineProps } from './live/GridEngine'
import { optimisticView, uiStateAfter } from './optimistic-view'

type Engine = ComponentType<GridEngineProps>

let engineModule: Promise<Engine> | null = null

/** InstantSearch and everything filtering needs, fetched once per page load; a failed fetch can be retried. */
export function loadGridEngine(): Promise<Engine> {
  engineModule ??= import('./live/GridEngine').then(
    (module) => module.GridEngine,
    (error: unknown) => {
      engineModule = null
      throw error
    },
  )
  return engineModule
}

export type GridState = {
  /** The server's view, and what the controls show after the actions taken since (see optimisticView). */
  server: GridView
  shown: GridView
  /**
   * The visitor changed the UI state before InstantSearch was loaded: it starts in `shown.indexUiState`
   * instead of the server's state, rather than having the changes replayed into it while it mounts.
   */
  chosen: boolean
  /** Other actions waiting for InstantSearch, in order: more results, a facet search, more facet values. */
  pending: GridAction[]
  parts: LiveParts
  /** InstantSearch has finished mounting (started, first search scheduled): actions can run into it. */
  ready: boolean
  /** The live view shows from the first report after the pending actions were handed over. */
  handedOverAt: number
  engine: Engine | null
  wanted: boolean
  loadFailed: boolean
  stalled: boolean
}

const isPageAction = (action: GridAction) => action.kind === 'showMore' || action.kind === 'showPrevious'

/**
 * The grid's state: the server's view until the visitor acts, then InstantSearch's. The first action loads
 * InstantSearch; meanwhile the controls show the actions taken. InstantSearch then starts in the UI state they
 * chose, and the other actions are handed to it, in order, once it has mounted; its view replaces the
 * server's once it has answered.
 */
export class GridController {
  private state: GridState
  private readonly listeners = new Set<() => void>()
  private stallTimer: ReturnType<typeof setTimeout> | undefined

  constructor(
    server: GridView,
    private readonly facets: readonly FacetKey[],
    private readonly load: () => Promise<Engine> = loadGridEngine,
  ) {
    this.state = {
      server,
      shown: server,
      chosen: false,
      pending: [],
      parts: NO_LIVE_PARTS,
      ready: false,
      handedOverAt: -1,
      engine: null,
      wanted: false,
      loadFailed: false,
      stalled: false,
    }
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  readonly snapshot = () => this.state

  private update(change: Partial<GridState>) {
    this.state = { ...this.state, ...change }
    for (const listener of this.listeners) listener()
  }

  readonly dispatch = (action: GridAction) => {
    const { parts, pending, shown, engine, ready } = this.state
    const live = liveGrid(parts, this.facets)
    if (live && ready && pending.length === 0) {
      if (!this.liveView(this.state)) this.update({ shown: optimisticView(shown, action) })
      return live.run(action)
    }
    if (!engine && uiStateAfter(shown.indexUiState, action)) {
      // InstantSearch will start in the new state, at its first page: a page asked for before it is moot.
      this.update({
        chosen: true,
        shown: optimisticView(shown, action),
        pending: pending.filter((a) => !isPageAction(a)),
      })
    } else {
      this.update({ pending: [...pending, action], shown: optimisticView(shown, action) })
    }
    this.start()
  }

  /** Loads InstantSearch (again, after a failed load). */
  readonly start = () => {
    const { wanted, loadFailed, engine } = this.state
    if ((wanted && !loadFailed) || engine) return
    this.update({ wanted: true, loadFailed: false })
    clearTimeout(this.stallTimer)
    this.stallTimer = setTimeout(() => this.update({ stalled: true }), STALLED_SEARCH_DELAY)
    this.load().then(
      (loaded) => this.update({ engine: loaded }),
      (error: unknown) => {
        console.error('artwork grid: the search code did not load', error)
        clearTimeout(this.stallTimer)
        this.update({ loadFailed: true, stalled: false })
      },
    )
  }

  /** After an error: the search code loads again, or InstantSearch searches again, without its cache. */
  readonly retry = () => {
    if (this.state.loadFailed) return this.start()
    this.state.parts.search?.refresh()
  }

  /** One of InstantSearch's hooks has rendered. */
  readonly report = (part: LivePart) => this.advance({ parts: withLivePart(this.state.parts, part) })

  /** InstantSearch has mounted: from now on actions run into it. */
  readonly engineReady = () => this.advance({ ready: true })

  /** Applies news from InstantSearch; once its view shows, the grid's own stall timer is done. */
  private advance(change: Partial<GridState>) {
    const showsLive = this.liveView({ ...this.state, ...change }) !== null
    if (showsLive) clearTimeout(this.stallTimer)
    this.update(showsLive ? { ...change, stalled: false } : change)
    this.handOver()
  }

  private handOver() {
    const { pending, parts, ready } = this.state
    const live = liveGrid(parts, this.facets)
    if (!live || !ready || pending.length === 0) return
    this.update({ pending: [], handedOverAt: parts.version })
    for (const action of pending) live.run(action)
  }

  /** Next rendered the page for another URL: its view replaces the one shown, unless InstantSearch runs. */
  serverViewChanged(server: GridView) {
    if (!this.state.wanted && this.state.server !== server) this.update({ server, shown: server })
  }

  dispose() {
    clearTimeout(this.stallTimer)
  }

  /** InstantSearch's view once it has mounted, run the pending actions and answered; null before. */
  private liveView(state: GridState): GridView | null {
    const live = liveGrid(state.parts, this.facets)
    if (!live || !state.ready || state.pending.length > 0 || state.parts.version <= state.handedOverAt) return null
    return live.view.answered ? live.view : null
  }

  /** What the grid shows in `state`. */
  viewOf(state: GridState): GridView {
    const live = this.liveView(state)
    if (live) return live
    const liveStatus = state.ready ? liveGrid(state.parts, this.facets)?.view.status : undefined
    const waiting = state.wanted && !state.loadFailed
    const stalled = state.stalled || liveStatus === 'stalled'
    const status =
      state.loadFailed || liveStatus === 'error'
        ? 'error'
        : waiting
          ? stalled
            ? 'stalled'
            : 'loading'
          : state.shown.status
    return status === state.shown.status ? state.shown : { ...state.shown, status }
  }
}
