import 'server-only'
import type { Notification, PoolClient } from 'pg'
import type { Payload } from 'payload'
import { runningAdapter } from '@/lib/db/adapters'
import { searchBackend } from '@/lib/gallery-search/backend/configured'
import { rebuildSearchIndexes } from '@/lib/gallery-search/server/rebuild'
import { log } from '@/lib/log'
import { emptyPageCache } from '@/lib/page-cache/configured'
import { applyChange } from './apply'
import { CHANGE_CHANNEL, changeSchema, THIS_INSTANCE, type Change } from './change'

const RECONNECT_MS = { first: 500, max: 10_000 }

function parsedChange(payloadText: string | undefined): Change | null {
  try {
    const parsed = changeSchema.safeParse(JSON.parse(payloadText ?? ''))
    if (parsed.success) return parsed.data
    log.warn({ issues: parsed.error.issues }, 'change feed: a notification of an unknown shape was ignored')
  } catch (error) {
    log.warn({ err: error }, 'change feed: a notification that is not JSON was ignored')
  }
  return null
}

/**
 * Follows the other instances' changes on PostgreSQL: one connection of Payload's pool listens on the channel
 * for as long as the process runs, and each change is applied in the order it was committed, once this
 * instance's search indexes are built. A lost connection is opened again; what was announced meanwhile is
 * caught up by rebuilding the search indexes and emptying the page cache before the next change is applied.
 * Resolves once it listens (or its first try failed), so that the index build it waits for reads the database
 * after that: no change committed in between is missed. SQLite is one process: nothing to follow.
 */
export async function followChanges(payload: Payload, indexesBuilt: Promise<unknown>): Promise<void> {
  const running = runningAdapter(payload)
  if (running.dialect !== 'postgres') return
  const pool = running.adapter.pool
  // Changes, catch-ups and the first index build, one after the other.
  // A failed build is logged where it is built; the changes after it are applied all the same.
  let applying: Promise<unknown> = indexesBuilt.then(
    () => undefined,
    () => undefined,
  )
  const inTurn = (work: () => Promise<unknown>, failure: string) => {
    applying = applying.then(work).catch((error: unknown) => log.error({ err: error }, failure))
  }

  const onNotification = (message: Notification) => {
    if (message.channel !== CHANGE_CHANNEL) return
    const change = parsedChange(message.payload)
    if (!change || change.origin === THIS_INSTANCE) return
    inTurn(() => applyChange(payload, change), 'change feed: a change could not be applied')
  }

  let delay = RECONNECT_MS.first
  const listen = async (afterLoss: boolean): Promise<void> => {
    let client: PoolClient | undefined
    let dropped = false
    const drop = (error: Error) => {
      if (dropped) return
      dropped = true
      client?.removeListener('notification', onNotification)
      client?.release(error)
      reconnect()
    }
    try {
      client = await pool.connect()
      client.on('notification', onNotification)
      client.once('error', (error) => {
        log.warn({ err: error }, 'change feed: its connection was lost; listening again')
        drop(error)
      })
      await client.query(`LISTEN ${CHANGE_CHANNEL}`)
      delay = RECONNECT_MS.first
      if (afterLoss) inTurn(catchUp, 'change feed: catching up failed')
      else log.info('change feed: following the other instances')
    } catch (error) {
      log.warn({ err: error }, `change feed: could not listen; trying again in ${delay} ms`)
      if (client) drop(error instanceof Error ? error : new Error(String(error)))
      else reconnect()
    }
  }
  const reconnect = () => {
    setTimeout(() => void listen(true), delay).unref()
    delay = Math.min(delay * 2, RECONNECT_MS.max)
  }
  const catchUp = async () => {
    // A shared index (hosted Algolia) missed nothing: the writers pushed to it themselves.
    const counts = searchBackend().shared ? 'hosted' : await rebuildSearchIndexes(payload)
    await emptyPageCache()
    log.info(
      { counts },
      'change feed: listening again; caught up by rebuilding the search indexes and emptying the page cache',
    )
  }
  await listen(false)
}
