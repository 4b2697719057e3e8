import { expect, test, type APIRequestContext } from '@playwright/test'
import { customer, editor } from './fixtures/editor'
import { controlCharacterRequests } from './fixtures/control-character-requests'
import { costlyRequests } from './fixtures/costly-requests'
import { hostileRequests, type Credentials, type HostileRequest } from './fixtures/hostile-requests'

const SEED = 20_261_125
const PARALLEL = 6
// A hang is a request the server has not answered in this long; no request should come near it.
const REQUEST_TIMEOUT_MS = 15_000
// No anonymous answer may be larger (issue 26): a visitor's request costs at most a page.
const ANONYMOUS_ANSWER_BYTES = 1024 * 1024

async function token(request: APIRequestContext, collection: string, credentials: object): Promise<string> {
  const login = await request.post(`/api/${collection}/login`, { data: credentials })
  expect(login.ok(), `${collection} login`).toBe(true)
  return ((await login.json()) as { token: string }).token
}

type Failure = { request: string; outcome: string }

test('hostile requests across every route get a 4xx or a success, never a 5xx or a hang; control characters a 4xx; no anonymous answer over 1 MB', async ({
  request,
}) => {
  test.setTimeout(240_000)
  const tokens: Record<Credentials, string | undefined> = {
    anonymous: undefined,
    customer: await token(request, 'customers', customer),
    staff: await token(request, 'users', editor),
  }
  const requests = [...hostileRequests(SEED), ...controlCharacterRequests(), ...costlyRequests()]
  const failures: Failure[] = []
  const statuses = new Map<number, number>()

  async function send(hostile: HostileRequest): Promise<void> {
    const auth = tokens[hostile.as]
    const label = `${hostile.as} ${hostile.method} ${hostile.path.slice(0, 160)}`
    try {
      const response = await request.fetch(hostile.path, {
        method: hostile.method,
        headers: { ...hostile.headers, ...(auth ? { authorization: `JWT ${auth}` } : {}) },
        data: hostile.body,
        timeout: REQUEST_TIMEOUT_MS,
        maxRedirects: 0,
        failOnStatusCode: false,
      })
      const status = response.status()
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status >= 500 || (hostile.refused && status < 400)) failures.push({ request: label, outcome: String(status) })
      const bytes = hostile.as === 'anonymous' ? (await response.body()).byteLength : 0
      if (bytes > ANONYMOUS_ANSWER_BYTES) failures.push({ request: label, outcome: `${status}, ${bytes} bytes` })
      await response.dispose()
    } catch (error) {
      failures.push({ request: label, outcome: error instanceof Error ? error.message.split('\n', 1)[0]! : 'failed' })
    }
  }

  let next = 0
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < requests.length) await send(requests[next++]!)
    }),
  )
  console.log(
    `fuzz: ${requests.length} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${failures.length} failures`,
  )
  expect(failures).toEqual([])
})
