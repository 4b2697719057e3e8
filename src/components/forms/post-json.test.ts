import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchJson, postJson } from './post-json'

const answering = (status: number, body: string | null) => vi.fn(async () => new Response(body, { status }))

describe('postJson', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('sends the body as JSON and reads our routes’ { error }', async () => {
    const fetch = answering(409, '{"error":"You follow 1000 artists","message":"x","status":409}')
    vi.stubGlobal('fetch', fetch)
    const answer = await postJson('/api/customer/artists', { artist: { slug: 'ada' } }, { label: 'test' })
    expect(fetch).toHaveBeenCalledWith('/api/customer/artists', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"artist":{"slug":"ada"}}',
    })
    expect(answer).toMatchObject({
      reached: true,
      ok: false,
      status: 409,
      error: 'You follow 1000 artists',
      fields: {},
    })
  })

  it('reads Payload’s first error and its field messages the same way', async () => {
    const body = {
      errors: [
        {
          message: 'The following field is invalid: email',
          data: { errors: [{ path: 'email', message: 'A user with the given email is already registered.' }] },
        },
      ],
    }
    vi.stubGlobal('fetch', answering(400, JSON.stringify(body)))
    expect(await postJson('/api/customers', {}, { label: 'test' })).toMatchObject({
      status: 400,
      error: 'The following field is invalid: email',
      fields: { email: 'A user with the given email is already registered.' },
    })
  })

  it('takes an empty or non-JSON answer as no body, warning of the second', async () => {
    vi.stubGlobal('fetch', answering(204, null))
    expect(await postJson('/api/customer', {}, { label: 'test' })).toMatchObject({ status: 204, body: undefined })
    expect(console.warn).not.toHaveBeenCalled()
    vi.stubGlobal('fetch', answering(502, '<html>Bad gateway</html>'))
    expect(await postJson('/api/customer', {}, { label: 'test' })).toMatchObject({ status: 502, error: null })
    expect(console.warn).toHaveBeenCalledWith('test: the answer is not JSON', 502, expect.any(SyntaxError))
  })

  it('says when the server was not reached, and tells the console', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    expect(await postJson('/api/newsletter', {}, { label: 'Sign-up' })).toEqual({ reached: false })
    expect(console.error).toHaveBeenCalledWith('Sign-up did not reach the server', expect.any(TypeError))
  })

  it('sends a GET with neither body nor content type', async () => {
    const fetch = answering(200, '{"lines":[]}')
    vi.stubGlobal('fetch', fetch)
    expect(await fetchJson('/api/shop/cart', { label: 'cart' })).toMatchObject({ ok: true, body: { lines: [] } })
    expect(fetch).toHaveBeenCalledWith('/api/shop/cart', { method: 'GET' })
  })
})
