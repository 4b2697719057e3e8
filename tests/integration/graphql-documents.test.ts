import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'

const SITE = 'http://localhost:3000'
const headers = { 'content-type': 'application/json', origin: SITE, [PEER_ADDRESS_HEADER]: '198.51.100.91' }
const databaseUrl = temporarySqliteUrl()
let payload: Payload
let graphqlPost: (request: Request) => Promise<Response>

beforeAll(async () => {
  payload = await startCms(databaseUrl)
  const [config, routes, guard] = await Promise.all([
    import('@payload-config').then((module) => module.default),
    import('@payloadcms/next/routes'),
    import('@/cms/guard/graphql'),
  ])
  graphqlPost = guard.guardGraphql(routes.GRAPHQL_POST(config))
})

afterAll(async () => {
  await stopCms(payload, databaseUrl)
})

async function ask(query: string): Promise<{ status: number; messages: string[] }> {
  const response = await graphqlPost(
    new Request(`${SITE}/api/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) }),
  )
  const body = (await response.json()) as { errors?: { message: string }[] }
  return { status: response.status, messages: (body.errors ?? []).map((error) => error.message) }
}

describe('GraphQL documents Payload cannot validate', () => {
  it.each([
    [
      'a fragment that spreads itself',
      'query Q { ...F } fragment F on Query { ...F }',
      'Cannot spread fragment "F" within itself.',
    ],
    [
      'fragments that spread each other',
      'query Q { ...F } fragment F on Query { ...G } fragment G on Query { ...F }',
      'Cannot spread fragment "F" within itself via "G".',
    ],
    ['a subscription', 'subscription S { ...F }', 'This API has no subscriptions: send a query or a mutation'],
    [
      'a subscription beside a query',
      'query Q { __typename } subscription S { __typename }',
      'This API has no subscriptions: send a query or a mutation',
    ],
  ])('refuses %s with a 400 that says why', async (_, query, message) => {
    expect(await ask(query)).toEqual({ status: 400, messages: [message] })
  })

  it('still answers a fragment spread, a mutation’s root and GraphQL’s own validation errors', async () => {
    expect(await ask('query Q { ...F } fragment F on Query { __typename }')).toEqual({ status: 200, messages: [] })
    expect(await ask('mutation { __typename }')).toEqual({ status: 200, messages: [] })
    expect(await ask('query { ...Missing }')).toEqual({ status: 200, messages: ['Unknown fragment "Missing".'] })
    expect((await ask('query { Artworks { docs { id')).status).toBeLessThan(500)
  })
})
