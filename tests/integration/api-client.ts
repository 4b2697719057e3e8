import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
type RouteHandler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** Who calls: a session token (`JWT`) or cookie, and the address the call comes from. */
export type Caller = { token?: string; cookie?: string; address?: string }

export type Reply = { status: number; headers: Headers; body: unknown }

const ORIGIN = 'http://localhost:3000'

function requestHeaders({ token, cookie, address = '198.51.100.1' }: Caller): Record<string, string> {
  return {
    'content-type': 'application/json',
    origin: ORIGIN,
    [PEER_ADDRESS_HEADER]: address,
    ...(token ? { authorization: `JWT ${token}` } : {}),
    ...(cookie ? { cookie } : {}),
  }
}

async function reply(response: Response): Promise<Reply> {
  const text = await response.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    // Not JSON: kept as text for the assertion that reads it.
  }
  return { status: response.status, headers: response.headers, body }
}

/**
 * Calls the CMS's REST and GraphQL APIs through the same Next route handlers `/api/*` and `/api/graphql`
 * use, with real `Request`s. Import it after the environment is set: it loads the Payload config.
 */
export async function apiClient() {
  const [{ default: config }, routes] = await Promise.all([
    import('@payload-config'),
    import('@payloadcms/next/routes'),
  ])
  const rest: Record<Method, RouteHandler> = {
    GET: routes.REST_GET(config),
    POST: routes.REST_POST(config),
    PATCH: routes.REST_PATCH(config),
    DELETE: routes.REST_DELETE(config),
  }
  const graphqlPost = routes.GRAPHQL_POST(config)

  async function call(method: Method, path: string, caller: Caller = {}, body?: unknown): Promise<Reply> {
    const url = `${ORIGIN}/api${path}`
    const request = new Request(url, {
      method,
      headers: requestHeaders(caller),
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const slug = new URL(url).pathname
      .replace(/^\/api\//, '')
      .split('/')
      .map(decodeURIComponent)
    return reply(await rest[method](request, { params: Promise.resolve({ slug }) }))
  }

  async function graphql(query: string, caller: Caller = {}, variables?: Record<string, unknown>): Promise<Reply> {
    const request = new Request(`${ORIGIN}/api/graphql`, {
      method: 'POST',
      headers: requestHeaders(caller),
      body: JSON.stringify({ query, variables }),
    })
    return reply(await graphqlPost(request))
  }

  return { call, graphql }
}

export type ApiClient = Awaited<ReturnType<typeof apiClient>>
