import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address'
import { admitJsonWrite, type JsonWriteRules } from './admit-json-write'

process.env.SITE_URL = 'https://gallery.example'
process.env.RATE_LIMITS = 'enquiries=2/600'
process.env.PAYLOAD_SECRET = 'a-test-secret-of-enough-length'
process.env.PREVIEW_SECRET = 'a-test-preview-secret'

const signUp = z.object({ email: z.string().min(3, 'is too short') })

const DEFAULT_RULES: JsonWriteRules = { rateLimit: 'customer' }
const ROUTE_RULES: JsonWriteRules = {
  rateLimit: 'enquiries',
  crossSiteMessage: 'Enquiries are taken from this site’s own pages only',
  notJsonMessage: 'Send the enquiry as application/json',
  invalidMessage: (issue) => `Invalid enquiry: ${issue?.message}`,
}

let addresses = 0

/** A POST from its own address, so no test counts against another's limit. */
function post(body: string, headers: Record<string, string> = {}, address = `192.0.2.${++addresses}`) {
  return new Request('https://gallery.example/api/test', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: address, ...headers },
    body,
  })
}

async function refusal(admission: Promise<{ ok: true } | { ok: false; response: Response }>) {
  const admitted = await admission
  if (admitted.ok) throw new Error('the request was admitted')
  return { status: admitted.response.status, error: ((await admitted.response.json()) as { error: string }).error }
}

describe('admitJsonWrite', () => {
  it('admits a body of the schema’s shape, parsed', async () => {
    expect(await admitJsonWrite(post('{"email":"a@b.c"}'), ROUTE_RULES, signUp)).toEqual({
      ok: true,
      body: { email: 'a@b.c' },
    })
  })

  it('refuses a page of another site with 403 and the route’s message, before counting it', async () => {
    const address = '198.51.100.1'
    const elsewhere = () => post('{"email":"a@b.c"}', { origin: 'https://evil.example' }, address)
    for (let n = 0; n < 3; n++)
      expect(await refusal(admitJsonWrite(elsewhere(), ROUTE_RULES, signUp))).toEqual({
        status: 403,
        error: 'Enquiries are taken from this site’s own pages only',
      })
    expect(await refusal(admitJsonWrite(elsewhere(), DEFAULT_RULES, signUp))).toEqual({
      status: 403,
      error: 'Cross-site requests are refused',
    })
    expect((await admitJsonWrite(post('{"email":"a@b.c"}', {}, address), ROUTE_RULES, signUp)).ok).toBe(true)
  })

  it('refuses past the rate limit with 429 and Retry-After, whatever the body', async () => {
    const address = '198.51.100.2'
    for (let n = 0; n < 2; n++)
      expect((await admitJsonWrite(post('{"email":"a@b.c"}', {}, address), ROUTE_RULES, signUp)).ok).toBe(true)
    const admitted = await admitJsonWrite(
      post('not json', { 'content-type': 'text/plain' }, address),
      ROUTE_RULES,
      signUp,
    )
    if (admitted.ok) throw new Error('the request was admitted')
    expect(admitted.response.status).toBe(429)
    expect(Number(admitted.response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  })

  it('refuses another media type with 415 only when the route names one', async () => {
    const asText = () => post('{"email":"a@b.c"}', { 'content-type': 'text/plain' })
    expect(await refusal(admitJsonWrite(asText(), ROUTE_RULES, signUp))).toEqual({
      status: 415,
      error: 'Send the enquiry as application/json',
    })
    expect((await admitJsonWrite(asText(), DEFAULT_RULES, signUp)).ok).toBe(true)
  })

  it('refuses malformed JSON with 400', async () => {
    expect(await refusal(admitJsonWrite(post('{"email":'), ROUTE_RULES, signUp))).toEqual({
      status: 400,
      error: 'Request body is not valid JSON',
    })
  })

  it('refuses a body of another shape with 400, in the route’s words or where and what by default', async () => {
    expect(await refusal(admitJsonWrite(post('{"email":"a"}'), ROUTE_RULES, signUp))).toEqual({
      status: 400,
      error: 'Invalid enquiry: is too short',
    })
    expect(await refusal(admitJsonWrite(post('{"email":"a"}'), DEFAULT_RULES, signUp))).toEqual({
      status: 400,
      error: 'Invalid request: email is too short',
    })
  })

  it('reads an empty body as {} only for a route that asks so', async () => {
    const optional = z.object({ token: z.string().optional() })
    expect(await admitJsonWrite(post(''), { ...DEFAULT_RULES, emptyBodyAsObject: true }, optional)).toEqual({
      ok: true,
      body: {},
    })
    expect(await refusal(admitJsonWrite(post(''), DEFAULT_RULES, optional))).toMatchObject({ status: 400 })
  })
})
