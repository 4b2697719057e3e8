import type { IncomingMessage, ServerResponse } from 'node:http'
import { varyOnEncoding } from '@/lib/http/content-encoding'
import { log } from '@/lib/log'
import { pageCacheKey, withoutTrackingParams } from './cache-key'
import { bodyFor, withEncodedBodies } from './compressed-page'
import { captureResponse } from './captured-response'
import type { CachedPage, PageCacheStore } from './store'
import { collectPageTags, TRANSIENT_TAG } from './tags'

const STATUS_HEADER = 'x-page-cache'
/** The longest a request waits for another's render of the same page before rendering it itself. */
const WAIT_FOR_RENDER_MS = 10_000

function send(incoming: IncomingMessage, outgoing: ServerResponse, page: CachedPage): void {
  const etag = page.headers.etag
  if (typeof etag === 'string' && incoming.headers['if-none-match'] === etag) {
    outgoing.writeHead(304, { etag, [STATUS_HEADER]: 'hit' }).end()
    return
  }
  const { body, encoding } = bodyFor(incoming, page)
  outgoing.writeHead(page.status, {
    ...page.headers,
    ...(page.encoded ? { vary: varyOnEncoding(page.headers.vary) } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': String(body.length),
    [STATUS_HEADER]: 'hit',
  })
  outgoing.end(incoming.method === 'HEAD' ? undefined : body)
}

/**
 * Storefront pages for every visitor, rendered once: a GET that a stored page answers is sent from memory
 * before the request even queues for a render; any other is rendered by Next and, when it may be shared,
 * stored under the tags of what it read, until a CMS hook invalidates one of them.
 */
export class PageCache {
  /** Renders under way, by key: a request for a page being rendered waits for it instead of rendering too. */
  private readonly rendering = new Map<string, Promise<void>>()

  constructor(
    private readonly store: PageCacheStore,
    private readonly waitForRenderMs = WAIT_FOR_RENDER_MS,
  ) {}

  /** Sends the stored page for this request and returns true, or returns false having sent nothing. */
  async answer(incoming: IncomingMessage, outgoing: ServerResponse): Promise<boolean> {
    const key = pageCacheKey(incoming)
    if (key === undefined) return false
    let page: CachedPage | undefined
    try {
      page = await this.store.get(key)
    } catch (error) {
      log.error({ err: error, url: incoming.url }, 'page cache unreadable: rendering instead')
      return false
    }
    page ??= await this.afterRenderUnderWay(key, incoming)
    if (!page) return false
    send(incoming, outgoing, page)
    return true
  }

  /**
   * A cold page asked for by many visitors at once (a newsletter's link) is rendered once: the others wait
   * for that render and are sent what it stored. When it stored nothing (a 404, a cookie) they render too.
   */
  private async afterRenderUnderWay(key: string, incoming: IncomingMessage): Promise<CachedPage | undefined> {
    const underWay = this.rendering.get(key)
    if (!underWay) return undefined
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.waitForRenderMs)
      timer.unref()
    })
    await Promise.race([underWay, timeout])
    clearTimeout(timer)
    try {
      return await this.store.get(key)
    } catch (error) {
      log.error({ err: error, url: incoming.url }, 'page cache unreadable: rendering instead')
      return undefined
    }
  }

  /** Renders through `render` (Next), keeping a shareable GET response under the tags its render read. */
  async serve(incoming: IncomingMessage, outgoing: ServerResponse, render: () => Promise<void>): Promise<void> {
    const key = pageCacheKey(incoming)
    if (key === undefined || incoming.method !== 'GET') return render()
    // The page is rendered as it is stored: one copy for every tracking parameter a link may carry.
    incoming.url = withoutTrackingParams(incoming.url ?? '/')
    outgoing.setHeader(STATUS_HEADER, 'miss')
    const tags = new Set<string>()
    const startedAt = Date.now()
    let storing: Promise<void> = Promise.resolve()
    captureResponse(outgoing, (page) => {
      if (tags.has(TRANSIENT_TAG)) return
      storing = withEncodedBodies(page)
        .then((encoded) => this.store.put(key, encoded, tags, startedAt))
        .catch((error: unknown) => log.error({ err: error, url: incoming.url }, 'page cache: could not store a page'))
    })
    if (!this.rendering.has(key)) {
      const stored = new Promise<void>((resolve) => outgoing.once('close', () => void storing.then(resolve)))
      this.rendering.set(key, stored)
      void stored.then(() => this.rendering.delete(key))
    }
    await collectPageTags(tags, render)
  }

  /** Drops every page: after changes that could not be followed one by one. */
  async clear(): Promise<void> {
    await Promise.resolve(this.store.clear())
  }

  async invalidate(tags: readonly string[]): Promise<void> {
    try {
      await this.store.invalidate(tags)
    } catch (error) {
      // A page left stale would be worse than a slow one: empty everything the store can.
      log.error({ err: error, tags }, 'page cache: invalidation failed; clearing the cache')
      await Promise.resolve(this.store.clear()).catch((clearError: unknown) =>
        log.error({ err: clearError }, 'page cache: clearing failed too'),
      )
    }
  }
}
