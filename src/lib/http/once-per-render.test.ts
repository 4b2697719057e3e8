import { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { oncePerRender } from './once-per-render'
import { renderingPage } from './page-request'

function request(url: string): IncomingMessage {
  const incoming = new IncomingMessage(new Socket())
  incoming.url = url
  return incoming
}

function counted() {
  let reads = 0
  const read = oncePerRender(() => ({ read: ++reads }))
  return { read, reads: () => reads }
}

describe('oncePerRender', () => {
  it('reads once for every part of one page render, however they interleave', async () => {
    const { read, reads } = counted()
    const answers = await renderingPage(request('/'), () =>
      Promise.all([Promise.resolve().then(read), Promise.resolve().then(read), Promise.resolve(read())]),
    )
    expect(reads()).toBe(1)
    expect(new Set(answers).size).toBe(1)
  })

  it('reads again for another request, and keeps nothing between them', async () => {
    const { read, reads } = counted()
    const first = await renderingPage(request('/a'), async () => read())
    const second = await renderingPage(request('/b'), async () => read())
    expect(reads()).toBe(2)
    expect(second).not.toBe(first)
  })

  it('reads each time outside a page render', () => {
    const { read, reads } = counted()
    read()
    read()
    expect(reads()).toBe(2)
  })
})
