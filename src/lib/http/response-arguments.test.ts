import { ServerResponse, IncomingMessage } from 'node:http'
import { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { headArguments, setHeadHeaders, writeArguments } from './response-arguments'

const response = () => new ServerResponse(new IncomingMessage(new Socket()))

describe('headArguments', () => {
  it('reads writeHead with and without a reason', () => {
    expect(headArguments(404)).toEqual({ statusCode: 404, statusMessage: undefined, headers: undefined })
    expect(headArguments(200, { a: '1' })).toEqual({ statusCode: 200, statusMessage: undefined, headers: { a: '1' } })
    expect(headArguments(200, 'Fine', ['a', '1'])).toEqual({
      statusCode: 200,
      statusMessage: 'Fine',
      headers: ['a', '1'],
    })
  })
})

describe('setHeadHeaders', () => {
  it('replaces headers set before with an object', () => {
    const outgoing = response()
    outgoing.setHeader('Content-Type', 'text/plain')
    setHeadHeaders(outgoing, { 'content-type': 'text/html', 'content-length': 3 })
    expect(outgoing.getHeaders()).toEqual({ 'content-type': 'text/html', 'content-length': 3 })
  })

  it('takes a flat list, where a name may repeat', () => {
    const outgoing = response()
    outgoing.setHeader('set-cookie', 'old=1')
    setHeadHeaders(outgoing, ['Set-Cookie', 'a=1', 'set-cookie', 'b=2', 'etag', '"x"'])
    expect(outgoing.getHeaders()).toEqual({ 'set-cookie': ['a=1', 'b=2'], etag: '"x"' })
  })

  it('takes a list of pairs', () => {
    const outgoing = response()
    setHeadHeaders(outgoing, [
      ['content-type', 'text/html'],
      ['etag', '"y"'],
    ])
    expect(outgoing.getHeaders()).toEqual({ 'content-type': 'text/html', etag: '"y"' })
  })
})

describe('writeArguments', () => {
  const callback = () => undefined

  it('finds the chunk in its encoding and the callback wherever it is', () => {
    expect(writeArguments([])).toEqual({ chunk: undefined, callback: undefined })
    expect(writeArguments([callback])).toEqual({ chunk: undefined, callback })
    expect(writeArguments(['68656c6c6f', 'hex', callback])).toEqual({ chunk: Buffer.from('hello'), callback })
    expect(writeArguments(['hé', callback])).toEqual({ chunk: Buffer.from('hé', 'utf8'), callback })
    expect(writeArguments([new Uint8Array([104, 105])])).toEqual({ chunk: Buffer.from('hi'), callback: undefined })
  })
})
