import { describe, expect, it } from 'vitest'
import { createRng, hashSeed, mulberry32, rngFor } from './prng'

describe('seeded randomness', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = mulberry32(42)
    const b = mulberry32(42)
    const first = Array.from({ length: 5 }, a)
    expect(Array.from({ length: 5 }, b)).toEqual(first)
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true)
  })

  it('gives different documents different streams', () => {
    expect(rngFor('artwork', 1).next()).not.toBe(rngFor('artwork', 2).next())
    expect(rngFor('artwork', 1).next()).toBe(rngFor('artwork', 1).next())
    expect(hashSeed('a')).not.toBe(hashSeed('b'))
  })

  it('keeps int within bounds and shuffle a permutation', () => {
    const rng = createRng(mulberry32(7))
    const ints = Array.from({ length: 500 }, () => rng.int(3, 6))
    expect(new Set(ints)).toEqual(new Set([3, 4, 5, 6]))
    expect(rng.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5])
    expect(rng.sample([1, 2, 3, 4, 5], 2)).toHaveLength(2)
  })
})
