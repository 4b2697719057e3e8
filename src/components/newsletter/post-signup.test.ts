import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { postSignup } from './post-signup'

// A 204 may carry no body at all.
const answer = (status: number) => vi.fn(async () => new Response(status === 204 ? null : '{}', { status }))

describe('postSignup', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('posts the address as JSON and takes only a 201 as success', async () => {
    const fetch = answer(201)
    vi.stubGlobal('fetch', fetch)
    expect(await postSignup('ada@example.com')).toBe('subscribed')
    expect(fetch).toHaveBeenCalledWith('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"ada@example.com"}',
    })
  })

  it.each([200, 204, 400, 429, 500, 503])('takes a %i as a failure and tells the console', async (status) => {
    vi.stubGlobal('fetch', answer(status))
    expect(await postSignup('ada@example.com')).toBe('failed')
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(String(status)))
  })

  it('takes a network failure as a failure and tells the console', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    expect(await postSignup('ada@example.com')).toBe('failed')
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('did not reach'), expect.any(TypeError))
  })
})
