import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FacetKey } from './artwork-grid-params'
import { GridController } from './grid-controller'
import type { GridAction } from './grid-view'
import { sampleView } from './testing/sample-view'
import type { LivePart } from './live-parts'

const FACETS: FacetKey[] = ['medium', 'orientation']
const Engine = () => null

/** Every hook of a live grid reporting once, with `run` recording the actions handed to it. */
function reportAll(controller: GridController, handled: string[]) {
  const view = sampleView()
  const record = (name: string) => (value?: unknown) =>
    handled.push(value === undefined ? name : `${name}:${String(value)}`)
  const reports: LivePart[] = [
    { part: 'sort', view: { ...view.sort, current: 'live' }, refine: record('sortBy') },
    ...FACETS.map((facet): LivePart => ({
      part: 'facet',
      facet,
      view: view.facets[facet] ?? { items: [], isFromSearch: false, canToggleShowMore: false, isShowingMore: false },
      refine: record(`refine ${facet}`),
      searchForItems: record(`search ${facet}`),
      toggleShowMore: record(`more ${facet}`),
    })),
    { part: 'price', view: view.price },
    { part: 'hits', view: { ...view, nbHits: 7 }, showMore: record('showMore'), showPrevious: record('showPrevious') },
    { part: 'search', indexUiState: {}, status: 'idle', setIndexUiState: record('setIndexUiState') },
  ]
  for (const report of reports) controller.report(report)
}

describe('the grid controller', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows the server view and loads nothing until the visitor acts', () => {
    const load = vi.fn(() => Promise.resolve(Engine))
    const controller = new GridController(sampleView(), FACETS, load)
    expect(controller.viewOf(controller.snapshot())).toBe(controller.snapshot().server)
    expect(load).not.toHaveBeenCalled()
  })

  it('keeps actions taken while loading, shows them, and hands them over in order', async () => {
    const controller = new GridController(sampleView(), FACETS, () => Promise.resolve(Engine))
    const actions: GridAction[] = [
      { kind: 'refine', facet: 'medium', value: 'Painting' },
      { kind: 'sortBy', value: 'newest' },
    ]
    for (const action of actions) controller.dispatch(action)
    const waiting = controller.viewOf(controller.snapshot())
    expect(waiting.status).toBe('loading')
    expect(waiting.facets.medium?.items[0]?.isRefined).toBe(true)
    vi.advanceTimersByTime(200)
    expect(controller.viewOf(controller.snapshot()).status).toBe('stalled')
    await vi.waitFor(() => expect(controller.snapshot().engine).toBe(Engine))

    const handled: string[] = []
    reportAll(controller, handled)
    expect(handled).toEqual(['refine medium:Painting', 'sortBy:newest'])
    // Until InstantSearch renders the actions, the controls keep showing them.
    expect(controller.viewOf(controller.snapshot()).sort.current).toBe('newest')
    controller.report({ part: 'price', view: sampleView().price })
    expect(controller.viewOf(controller.snapshot()).nbHits).toBe(7)

    controller.dispatch({ kind: 'showMore' })
    expect(handled.at(-1)).toBe('showMore')
  })

  it('reports a failed load as an error and retries on the next action', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')))
    const controller = new GridController(sampleView(), FACETS, load)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    controller.dispatch({ kind: 'showMore' })
    await vi.waitFor(() => expect(controller.viewOf(controller.snapshot()).status).toBe('error'))
    controller.dispatch({ kind: 'showMore' })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
