import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FacetKey } from './artwork-grid-params'
import { GridController } from './grid-controller'
import { sampleView } from './testing/sample-view'
import type { LivePart } from './live-parts'

const FACETS: FacetKey[] = ['medium', 'orientation']
const Engine = () => null

/** Every hook of a live grid reporting once, with `run` recording the actions handed to it. */
function reportAll(controller: GridController, handled: string[], answered = true) {
  const view = { ...sampleView(), answered }
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
    {
      part: 'search',
      indexUiState: {},
      status: 'idle',
      setIndexUiState: record('setIndexUiState'),
      refresh: record('refresh'),
    },
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

  it('starts InstantSearch in the state chosen while loading, and shows its view once it has answered', async () => {
    const controller = new GridController(sampleView(), FACETS, () => Promise.resolve(Engine))
    controller.dispatch({ kind: 'showMore' })
    controller.dispatch({ kind: 'refine', facet: 'medium', value: 'Painting' })
    controller.dispatch({ kind: 'sortBy', value: 'newest' })
    const waiting = controller.viewOf(controller.snapshot())
    expect(waiting.status).toBe('loading')
    expect(waiting.facets.medium?.items[0]?.isRefined).toBe(true)
    vi.advanceTimersByTime(200)
    expect(controller.viewOf(controller.snapshot()).status).toBe('stalled')
    await vi.waitFor(() => expect(controller.snapshot().engine).toBe(Engine))
    const { chosen, shown, pending } = controller.snapshot()
    expect(chosen).toBe(true)
    expect(shown.indexUiState).toMatchObject({
      refinementList: { product_type: ['Print', 'Painting'] },
      sortBy: 'newest',
    })
    // The new state starts at the first page: the earlier Show More is moot.
    expect(pending).toEqual([])

    const handled: string[] = []
    reportAll(controller, handled, false)
    controller.engineReady()
    expect(handled).toEqual([])
    // InstantSearch has not answered yet: the controls keep showing the choices, still stalled.
    expect(controller.viewOf(controller.snapshot()).sort.current).toBe('newest')
    expect(controller.viewOf(controller.snapshot()).status).toBe('stalled')
    reportAll(controller, handled)
    expect(controller.viewOf(controller.snapshot()).nbHits).toBe(7)
    expect(controller.snapshot().stalled).toBe(false)

    controller.dispatch({ kind: 'showMore' })
    expect(handled.at(-1)).toBe('showMore')
  })

  it('hands the actions only InstantSearch answers to it in order, once it has mounted', async () => {
    const controller = new GridController(sampleView(), FACETS, () => Promise.resolve(Engine))
    controller.dispatch({ kind: 'searchFacet', facet: 'medium', query: 'pa' })
    controller.dispatch({ kind: 'showMore' })
    await vi.waitFor(() => expect(controller.snapshot().engine).toBe(Engine))
    expect(controller.snapshot().chosen).toBe(false)
    const handled: string[] = []
    reportAll(controller, handled)
    expect(handled).toEqual([])
    // An action while InstantSearch mounts waits its turn behind the others.
    controller.dispatch({ kind: 'sortBy', value: 'newest' })
    controller.engineReady()
    expect(handled).toEqual(['search medium:pa', 'showMore', 'sortBy:newest'])
    // Until InstantSearch renders the actions, the controls keep showing them.
    expect(controller.viewOf(controller.snapshot()).sort.current).toBe('newest')
    controller.report({ part: 'price', view: sampleView().price })
    expect(controller.viewOf(controller.snapshot()).nbHits).toBe(7)
  })

  it('shows a search error before InstantSearch has answered over the chosen controls', async () => {
    const controller = new GridController(sampleView(), FACETS, () => Promise.resolve(Engine))
    controller.dispatch({ kind: 'refine', facet: 'orientation', value: 'Square' })
    await vi.waitFor(() => expect(controller.snapshot().engine).toBe(Engine))
    reportAll(controller, [], false)
    controller.engineReady()
    const refresh = vi.fn()
    controller.report({ part: 'search', indexUiState: {}, status: 'error', setIndexUiState: () => {}, refresh })
    const view = controller.viewOf(controller.snapshot())
    expect(view.status).toBe('error')
    expect(view.facets.orientation?.items[0]?.isRefined).toBe(true)
    controller.retry()
    expect(refresh).toHaveBeenCalledOnce()
  })

  it('reports a failed load as an error and retries on the next action', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')))
    const controller = new GridController(sampleView(), FACETS, load)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    controller.dispatch({ kind: 'showMore' })
    await vi.waitFor(() => expect(controller.viewOf(controller.snapshot()).status).toBe('error'))
    controller.dispatch({ kind: 'showMore' })
    expect(load).toHaveBeenCalledTimes(2)
    await vi.waitFor(() => expect(controller.viewOf(controller.snapshot()).status).toBe('error'))
    controller.retry()
    expect(load).toHaveBeenCalledTimes(3)
  })
})
