import type { ComponentType } from 'react'
import { type FacetKey, STALLED_SEARCH_DELAY } from './artwork-grid-params'
import type { GridAction, GridView } from './grid-view'
import { type LivePart, type LiveParts, liveGrid, NO_LIVE_PARTS, withLivePart } from './live-parts'
import type { GridEngineProps } from './live/GridEngine'
import { optimisticView } from './optimistic-view'

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
  /** Actions waiting for InstantSearch, in order. */
  pending: GridAction[]
  parts: LiveParts
  /** The live view shows from the first report after the pending actions were handed over. */
  handedOverAt: number
  engine: Engine | null
  wanted: boolean
  loadFailed: boolean
  stalled: boolean
}

/**
 * The grid's state: the server's view until the visitor acts, then InstantSearch's. The first action loads
 * InstantSearch; meanwhile the controls show the action taken, and once every InstantSearch hook has
 * reported, the actions are handed to it in order and its view replaces the server's.
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
      pending: [],
      parts: NO_LIVE_PARTS,
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
    const { parts, pending, shown } = this.state
    const live = liveGrid(parts, this.facets)
    if (live && pending.length === 0) return live.run(action)
    this.update({ pending: [...pending, action], shown: optimisticView(shown, action) })
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

  /** One of InstantSearch's hooks has rendered. */
  readonly report = (part: LivePart) => {
    const parts = withLivePart(this.state.parts, part)
    const live = liveGrid(parts, this.facets)
    if (!live) return this.update({ parts })
    clearTimeout(this.stallTimer)
    const { pending } = this.state
    if (pending.length === 0) return this.update({ parts, stalled: false })
    this.update({ parts, pending: [], handedOverAt: parts.version, stalled: false })
    for (const action of pending) live.run(action)
  }

  /** Next rendered the page for another URL: its view replaces the one shown, unless InstantSearch runs. */
  serverViewChanged(server: GridView) {
    if (!this.state.wanted && this.state.server !== server) this.update({ server, shown: server })
  }

  dispose() {
    clearTimeout(this.stallTimer)
  }

  /** What the grid shows in `state`. */
  viewOf(state: GridState): GridView {
    const live = liveGrid(state.parts, this.facets)
    if (live && state.pending.length === 0 && state.parts.version > state.handedOverAt) return live.view
    const waiting = state.wanted && !state.loadFailed
    const status = state.loadFailed ? 'error' : waiting ? (state.stalled ? 'stalled' : 'loading') : state.shown.status
    return status === state.shown.status ? state.shown : { ...state.shown, status }
  }
}
