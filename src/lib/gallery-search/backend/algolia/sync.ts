import 'server-only'
import type { Payload } from 'payload'
import type { SearchRecord } from '@/lib/search/types'
import { rebuildQuerySuggestions } from '@/lib/search-suggestions/rebuild'
import { INDEXED_COLLECTIONS, type IndexedCollection } from '../../indexed-collections'
import { galleryIndexDefinitions } from '../../indexes'
import { readAllRecords } from '../../server/rebuild'
import { adminClient } from './client'
import type { AlgoliaConfig } from './config'
import { replaceRecords } from './push'
import { withRetry } from './retry'
import { algoliaSettings } from './settings'

/** How far a sync is: steps are settings pushed and records sent. */
export type SyncProgress = { start(total: number): void; advance(steps: number): void }

export type SyncReport = { settings: number; records: Record<IndexedCollection, number>; suggestions: number }

/**
 * Pushes every index's settings (with its sort replicas and facets), then every published record, each
 * index swapped whole, then the query suggestions built from them: what `npm run search:sync` does.
 */
export async function syncToAlgolia(
  payload: Payload,
  config: AlgoliaConfig,
  progress: SyncProgress,
): Promise<SyncReport> {
  const client = adminClient(config)
  const settings = galleryIndexDefinitions().flatMap(algoliaSettings)
  const records: Record<IndexedCollection, readonly SearchRecord[]> = await readAllRecords(payload)
  const collections = Object.keys(INDEXED_COLLECTIONS) as IndexedCollection[]
  progress.start(settings.length + collections.reduce((sum, collection) => sum + records[collection].length, 0))
  for (const { indexName, settings: indexSettings } of settings) {
    await withRetry({ indexName, call: 'setSettings' }, async () => {
      const { taskID } = await client.setSettings({ indexName, indexSettings })
      await client.waitForTask({ indexName, taskID })
    })
    progress.advance(1)
  }
  const counts = { artworks: 0, artists: 0, collections: 0, journal: 0, exhibitions: 0 }
  for (const collection of collections) {
    await replaceRecords(client, INDEXED_COLLECTIONS[collection].index, records[collection], (sent) =>
      progress.advance(sent),
    )
    counts[collection] = records[collection].length
  }
  return { settings: settings.length, records: counts, suggestions: await rebuildQuerySuggestions(payload) }
}
