import { describe, expect, it } from 'vitest'
import { SmallestNumbers } from './smallest-numbers'

function smallest(numbers: readonly number[], k: number): number[] {
  const top = new SmallestNumbers(k)
  for (const x of numbers) top.offer(x)
  return Array.from(top.sorted())
}

/** Deterministic pseudo-random numbers (a linear congruential generator). */
function numbers(count: number, seed: number): number[] {
  const out: number[] = []
  let state = seed
  for (let i = 0; i < count; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    out.push(state % 1000)
  }
  return out
}

describe('SmallestNumbers', () => {
  it('keeps the k smallest, ascending', () => {
    expect(smallest([5, 1, 9, 3, 7, 2, 8], 3)).toEqual([1, 2, 3])
  })

  it('keeps everything when fewer than k are offered', () => {
    expect(smallest([4, 2, 6], 10)).toEqual([2, 4, 6])
  })

  it('keeps nothing for k = 0', () => {
    expect(smallest([1, 2], 0)).toEqual([])
  })

  it('keeps duplicates up to k', () => {
    expect(smallest([3, 1, 1, 2, 1, 3], 4)).toEqual([1, 1, 1, 2])
  })

  it('tightens its bound to the largest kept number once full', () => {
    const top = new SmallestNumbers(2)
    top.offer(10)
    expect(top.bound).toBe(Infinity)
    top.offer(20)
    expect(top.bound).toBe(20)
    top.offer(5)
    expect(top.bound).toBe(10)
  })

  it('agrees with a full sort on large inputs and keys beyond 32 bits', () => {
    for (const [count, k] of [
      [5000, 12],
      [300, 100],
      [100, 1000],
    ] as const) {
      const input = numbers(count, count + k).map((x, i) => x * 2 ** 32 + i)
      expect(smallest(input, k)).toEqual(
        input
          .slice()
          .sort((a, b) => a - b)
          .slice(0, k),
      )
    }
  })
})
