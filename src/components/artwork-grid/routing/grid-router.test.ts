import { afterEach, describe, expect, it, vi } from 'vitest'
import { GRID_INDEX } from '../artwork-grid-params'
import { GridRouter } from './grid-router'

function browserAt(url: string) {
  const pushState = vi.fn()
  vi.stubGlobal('window', { location: new URL(url), history: { length: 1, pushState }, addEventListener: vi.fn() })
  return pushState
}

describe('the grid router', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('starts from the query the page was loaded with', () => {
    browserAt('http://shop.test/artworks')
    const { router, stateMapping } = new GridRouter('refinementList[vendor][0]=Ada', {}, null).routing
    expect(stateMapping.routeToState(router.read())).toEqual({ [GRID_INDEX]: { refinementList: { vendor: ['Ada'] } } })
  })

  it('starts in the state chosen while the search code loaded, preset or not, and writes it to the URL', () => {
    vi.useFakeTimers()
    const pushState = browserAt('http://shop.test/artworks/art-under-350')
    const startState = { refinementList: { product_type: ['Print'] } }
    const { router, stateMapping } = new GridRouter('', { initialPrice: { max: 350 } }, startState).routing
    expect(stateMapping.routeToState(router.read())).toEqual({ [GRID_INDEX]: startState })
    router.onUpdate(() => {})
    vi.advanceTimersByTime(400)
    expect(pushState).toHaveBeenCalledWith(
      {},
      '',
      'http://shop.test/artworks/art-under-350?refinementList%5Bproduct_type%5D%5B0%5D=Print',
    )
  })
})
