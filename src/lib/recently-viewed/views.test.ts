import { describe, expect, it } from 'vitest'
import { mergeViews, RECENTLY_VIEWED_MAX, viewsIn, withView, type View } from './views'

const views = (...pairs: [number, number][]): View[] => pairs.map(([id, at]) => ({ id, at }))

describe('mergeViews', () => {
  it('puts the newest view first across both lists', () => {
    expect(mergeViews(views([1, 10], [2, 5]), views([3, 8], [4, 1]))).toEqual(views([1, 10], [3, 8], [2, 5], [4, 1]))
  })

  it('keeps a work once, at its latest view, whichever list has it', () => {
    expect(mergeViews(views([1, 3], [2, 2]), views([2, 9], [1, 1]))).toEqual(views([2, 9], [1, 3]))
  })

  it(`keeps the ${RECENTLY_VIEWED_MAX} newest`, () => {
    const browser = Array.from({ length: 10 }, (_, index) => ({ id: index + 1, at: 100 + index }))
    const account = Array.from({ length: 10 }, (_, index) => ({ id: index + 101, at: 200 + index }))
    const merged = mergeViews(browser, account)
    expect(merged).toHaveLength(RECENTLY_VIEWED_MAX)
    expect(merged.map((view) => view.id)).toEqual([110, 109, 108, 107, 106, 105, 104, 103, 102, 101, 10, 9])
  })

  it('keeps the given order for views at the same moment', () => {
    expect(mergeViews(views([5, 1], [3, 1]), views([4, 1]))).toEqual(views([5, 1], [3, 1], [4, 1]))
  })

  it('merges nothing into nothing', () => {
    expect(mergeViews([], [])).toEqual([])
  })
})

describe('withView', () => {
  it('moves a work viewed again to the front', () => {
    expect(withView(views([1, 5], [2, 4]), 2, 9)).toEqual(views([2, 9], [1, 5]))
  })

  it('drops the oldest when a thirteenth work is viewed', () => {
    let list: View[] = []
    for (let id = 1; id <= 13; id++) list = withView(list, id, id)
    expect(list.map((view) => view.id)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
  })
})

describe('viewsIn', () => {
  it('reads the views of a stored list, dropping malformed entries', () => {
    expect(
      viewsIn([{ id: 2, at: 5 }, { id: '3', at: 1 }, null, { id: -1, at: 3 }, { id: 4, at: 1.5 }, { id: 7, at: 6 }]),
    ).toEqual(views([7, 6], [2, 5]))
  })

  it('reads anything but a list as no views', () => {
    expect(viewsIn({ id: 1, at: 1 })).toEqual([])
    expect(viewsIn(null)).toEqual([])
    expect(viewsIn('[{"id":1,"at":1}]')).toEqual([])
  })
})
