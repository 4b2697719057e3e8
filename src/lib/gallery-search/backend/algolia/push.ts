import 'server-only'
import type { BatchRequest } from 'algoliasearch'
import type { SearchRecord } from '@/lib/search/types'
import type { IndexChanges } from '../search-backend'
import type { AlgoliaClient } from './client'
import { withRetry } from './retry'

/** Algolia's most operations per batch call. */
export const BATCH_SIZE = 1_000

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size)
}

/**
 * Sends one batch and waits until Algolia has applied it, so a reader right after the write sees it. A failed
 * call (the client has tried every host) is sent again after a pause, and logged.
 */
export async function sendBatch(client: AlgoliaClient, indexName: string, requests: BatchRequest[]): Promise<void> {
  await withRetry({ indexName, operations: requests.length }, async () => {
    const { taskID } = await client.batch({ indexName, batchWriteParams: { requests } })
    await client.waitForTask({ indexName, taskID })
  })
}

/** Saves and removals as batches of at most BATCH_SIZE operations. */
export async function pushChanges(client: AlgoliaClient, indexName: string, { save, remove }: IndexChanges) {
  const requests: BatchRequest[] = [
    ...save.map((record): BatchRequest => ({ action: 'updateObject', body: { ...record } })),
    ...remove.map((objectID): BatchRequest => ({ action: 'deleteObject', body: { objectID } })),
  ]
  for (const batch of chunks(requests, BATCH_SIZE)) await sendBatch(client, indexName, batch)
}

/**
 * Replaces every record of an index at once, as the client's `replaceAllObjects` does: the records go to a
 * temporary copy of the index (settings included), which then takes the index's place, so readers never see it
 * half full. `onBatch` hears how many records each batch carried.
 */
export async function replaceRecords(
  client: AlgoliaClient,
  indexName: string,
  records: readonly SearchRecord[],
  onBatch: (count: number) => void = () => undefined,
): Promise<void> {
  const temporary = `${indexName}_tmp_${Date.now()}`
  const operation = (
    source: string,
    operationIndexParams: Parameters<AlgoliaClient['operationIndex']>[0]['operationIndexParams'],
  ) =>
    withRetry({ indexName: source, operation: operationIndexParams.operation }, async () => {
      const { taskID } = await client.operationIndex({ indexName: source, operationIndexParams })
      await client.waitForTask({ indexName: source, taskID })
    })
  try {
    await operation(indexName, { operation: 'copy', destination: temporary, scope: ['settings', 'synonyms', 'rules'] })
    for (const batch of chunks(records, BATCH_SIZE)) {
      await sendBatch(
        client,
        temporary,
        batch.map((record) => ({ action: 'addObject', body: { ...record } })),
      )
      onBatch(batch.length)
    }
    await operation(temporary, { operation: 'move', destination: indexName })
  } catch (error) {
    await client.deleteIndex({ indexName: temporary }).catch((cleanup: unknown) => {
      throw new AggregateError(
        [error, cleanup],
        `algolia: replacing ${indexName} failed, and so did removing ${temporary}`,
      )
    })
    throw error
  }
}
