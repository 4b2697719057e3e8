import 'server-only'
import { Redis } from 'ioredis'
import { log } from '@/lib/log'

/** How long start-up waits for the shared store before serving with counts in memory until it comes. */
const CONNECT_WAIT_MS = 3_000

/**
 * The Redis or Valkey connection that the instances behind one address count their requests in. While it is
 * down each instance counts in memory (the limiters' insurance) and ioredis keeps reconnecting; both the loss
 * and the return are logged once each, not on every retry.
 */
export function sharedCountStore(url: string): Redis {
  const store = new Redis(url, { enableOfflineQueue: false, lazyConnect: true })
  let reachable: boolean | undefined
  const lost = (error?: unknown) => {
    if (reachable === false) return
    reachable = false
    log.warn({ err: error }, 'rate limit: the shared store is unreachable; counting in memory until it returns')
  }
  store.on('ready', () => {
    if (reachable !== true) log.info('rate limit: counting in the shared store')
    reachable = true
  })
  store.on('error', lost)
  // A connection that drops without an error (the server stopped) is lost all the same, until it is ready again.
  store.on('close', () => lost())
  return store
}

/** Connects at start-up, so that an instance's first requests count in the shared store too. */
export async function connectSharedCountStore(store: Redis): Promise<void> {
  if (store.status !== 'wait') return
  const connected = store.connect()
  const waited = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), CONNECT_WAIT_MS).unref())
  // A failed first connect is logged by the store's error listener; ioredis retries on its own.
  const outcome = await Promise.race([
    connected.then(
      () => 'ready' as const,
      () => 'failed' as const,
    ),
    waited,
  ])
  if (outcome !== 'ready') log.warn(`rate limit: the shared store did not answer at start-up (${outcome})`)
}
