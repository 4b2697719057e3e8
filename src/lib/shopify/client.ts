import type { z } from 'zod'
import { answerSchema, isThrottled, queryCostSchema, type Answer } from './answer'
import { StorefrontError } from './errors'
import { throttledRetryDelayMs } from './throttle'

/** The Storefront API version the shop speaks, exactly: the shop's queries and answers are written for it. */
const STOREFRONT_API_VERSION = '2022-04'

export type StorefrontClientOptions = {
  /** `https://{SHOPIFY_STORE_DOMAIN}` in production; tests point it at the local fake. */
  origin: string
  token: string
  fetch?: typeof fetch
  /** Waits between throttled attempts; tests pass a fake clock's. */
  sleep?: (ms: number) => Promise<void>
  /** THROTTLED answers retried before giving up (the first attempt not counted). */
  maxThrottledRetries?: number
  timeoutMs?: number
}

/** The query's data as the schema parsed it, with the answer's `extensions` (query cost, throttle status) copied on. */
type StorefrontData<T> = T & { extensions?: Record<string, unknown> }

export type StorefrontClient = {
  query<T extends object>(
    document: string,
    variables: Record<string, unknown>,
    dataSchema: z.ZodType<T>,
  ): Promise<StorefrontData<T>>
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

function storefrontEndpoint(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/api/${STOREFRONT_API_VERSION}/graphql.json`
}

/**
 * A Storefront API client for server code (it holds the access token). The query goes as a JSON body
 * `{query, variables}` (Content-Type application/json) so cursors travel as variables, never spliced into
 * the query text; `Accept: application/graphql` is sent as the spec says (Shopify answers JSON either way).
 */
export function createStorefrontClient(options: StorefrontClientOptions): StorefrontClient {
  const endpoint = storefrontEndpoint(options.origin)
  const doFetch = options.fetch ?? fetch
  const sleep = options.sleep ?? realSleep
  const maxRetries = options.maxThrottledRetries ?? 3
  const timeoutMs = options.timeoutMs ?? 30_000

  async function post(body: string): Promise<Answer> {
    let response: Response
    let text: string
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers: {
          'X-Shopify-Storefront-Access-Token': options.token,
          Accept: 'application/graphql',
          'Content-Type': 'application/json',
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      })
      text = await response.text()
    } catch (error) {
      throw new StorefrontError('network', `${endpoint}: ${reason(error)}`, { cause: error })
    }
    if (!response.ok) {
      throw new StorefrontError('http', `${endpoint} answered ${response.status} ${response.statusText}`, {
        status: response.status,
      })
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch (error) {
      throw new StorefrontError('malformed', `the answer is not JSON (${reason(error)})`, { cause: error })
    }
    const parsed = answerSchema.safeParse(json)
    if (!parsed.success) throw new StorefrontError('malformed', `unexpected answer: ${parsed.error.message}`)
    return parsed.data
  }

  /** How long to wait before the next attempt of a throttled query, or the error that ends it. */
  function throttledWait(answer: Answer, retriesLeft: number): number {
    const cost = queryCostSchema.safeParse(answer.extensions?.cost)
    if (!cost.success) throw new StorefrontError('throttled', 'THROTTLED without the cost figures to wait by')
    const { requestedQueryCost, throttleStatus } = cost.data
    const delay = throttledRetryDelayMs(cost.data)
    if (delay === null) {
      throw new StorefrontError(
        'throttled',
        `the query costs ${requestedQueryCost}, more than the maximum available ${throttleStatus.maximumAvailable}: never retried`,
      )
    }
    if (retriesLeft <= 0) throw new StorefrontError('throttled', `still THROTTLED after ${maxRetries} retries`)
    return delay
  }

  return {
    async query(document, variables, dataSchema) {
      const body = JSON.stringify({ query: document, variables })
      for (let retriesLeft = maxRetries; ; retriesLeft--) {
        const answer = await post(body)
        if (isThrottled(answer)) {
          await sleep(throttledWait(answer, retriesLeft))
          continue
        }
        if (answer.errors) {
          const messages = answer.errors.map((error) => error.message).join('; ')
          throw new StorefrontError('graphql', messages)
        }
        const data = dataSchema.safeParse(answer.data)
        if (!data.success) throw new StorefrontError('malformed', `unexpected data: ${data.error.message}`)
        return answer.extensions ? { ...data.data, extensions: answer.extensions } : data.data
      }
    },
  }
}
