import { describe, expect, it } from 'vitest'
import { SharedChoices } from './shared-choices'

describe('a choice shared across islands', () => {
  it('tells every provider of the name, and not those of another', () => {
    const choices = new SharedChoices()
    const price: string[] = []
    const options: string[] = []
    const otherWork: string[] = []
    choices.subscribe('artwork-1', (id) => price.push(id))
    choices.subscribe('artwork-1', (id) => options.push(id))
    choices.subscribe('artwork-2', (id) => otherWork.push(id))
    expect(choices.choose('artwork-1', 'framed')).toBe(true)
    expect([price, options, otherWork]).toEqual([['framed'], ['framed'], []])
  })

  it('gives a provider that subscribes late the choice made before it', () => {
    const choices = new SharedChoices()
    choices.subscribe('artwork-1', () => undefined)
    choices.choose('artwork-1', 'unframed')
    const lateIsland: string[] = []
    choices.subscribe('artwork-1', (id) => lateIsland.push(id))
    expect(lateIsland).toEqual(['unframed'])
  })

  it('keeps a choice made before anyone listens, and forgets it once the last provider leaves', () => {
    const choices = new SharedChoices()
    expect(choices.choose('artwork-1', 'unframed')).toBe(false)
    const first: string[] = []
    const stop = choices.subscribe('artwork-1', (id) => first.push(id))
    expect(first).toEqual(['unframed'])
    stop()
    const next: string[] = []
    choices.subscribe('artwork-1', (id) => next.push(id))
    expect(next).toEqual([])
  })
})
