import { describe, expect, it } from 'vitest'
import { concurrencyLimit } from './concurrency'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('concurrency limit', () => {
  it('never runs more than the limit at once, and starts tasks in the order given', async () => {
    const limit = concurrencyLimit(2)
    let running = 0
    let most = 0
    const started: number[] = []
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        limit(async () => {
          started.push(index)
          most = Math.max(most, ++running)
          await tick()
          running--
          return index * 10
        }),
      ),
    )
    expect(most).toBe(2)
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60])
  })

  it('hands a failure to its caller and goes on with the next task', async () => {
    const limit = concurrencyLimit(1)
    const failing = limit(() => {
      throw new Error('render failed')
    })
    const next = limit(async () => 'next ran')
    await expect(failing).rejects.toThrow('render failed')
    await expect(next).resolves.toBe('next ran')
  })

  it('refuses a limit below one', () => {
    expect(() => concurrencyLimit(0)).toThrow(/positive integer/)
  })
})
