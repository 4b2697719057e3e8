import type { IncomingMessage, ServerResponse } from 'node:http'
import { log } from '@/lib/log'
import { pageCacheKey } from './cache-key'
import { captureResponse } from './captured-response'
import type { CachedPage, PageCacheStore } from './store'
import { collectPageTags } from './tags'

const STATUS_HEADER = 'x-page-cache'

function send(incoming: IncomingMessage, outgoing: ServerResponse, page: CachedPage): void {
  const etag = page.headers.etag
  if (typeof etag === 'string' && incoming.headers['if-none-match'] === etag) {
    outgoing.writeHead(304, { etag, [STATUS_HEADER]: 'hit' }).end()
    return
  }
  outgoing.writeHead(page.status, {
    ...page.headers,
    'content-length': String(page.body.length),
    [STATUS_HEADER]: 'hit',
  })
  outgoing.end(incoming.method === 'HEAD' ? undefined : page.body)
}

/**
 * Storefront pages for every visitor, rendered once: a GET that a stored page answers is sent from memory
 * before the request even queues for a render; any other is rendered by Next and, when it may be shared,
 * stored under the tags of what it read, until a CMS hook invalidates one of them.
 */
export class PageCache {
  constructor(private readonly store: PageCacheStore) {}

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
    if (!page) return false
    send(incoming, outgoing, page)
    return true
  }

  /** Renders through `render` (Next), keeping a shareable GET response under the tags its render read. */
  async serve(incoming: IncomingMessage, outgoing: ServerResponse, render: () => Promise<void>): Promise<void> {
    const key = pageCacheKey(incoming)
    if (key === undefined || incoming.method !== 'GET') return render()
    outgoing.setHeader(STATUS_HEADER, 'miss')
    const tags = new Set<string>()
    const startedAt = Date.now()
    captureResponse(outgoing, (page) => {
      Promise.resolve(this.store.put(key, page, tags, startedAt)).catch((error: unknown) =>
        log.error({ err: error, url: incoming.url }, 'page cache: could not store a page'),
      )
    })
    await collectPageTags(tags, render)
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
