import type { IndexDefinition, IndexSettings, RankingRule } from '../types'
import { SearchIndex } from './search-index'

export type ResolvedIndex = { readonly index: SearchIndex; readonly sort: RankingRule | undefined }

/**
 * Named indexes. Replicas are virtual (Algolia's "virtual replicas"): a replica name resolves to
 * its primary's data plus a sort, so an upsert shows in every sort order at once.
 */
export class SearchEngine {
  private readonly primaries = new Map<string, SearchIndex>()
  private readonly replicas = new Map<string, { primary: SearchIndex; sort: RankingRule }>()

  createIndex(name: string, settings: IndexSettings): SearchIndex {
    const index = new SearchIndex(settings)
    this.primaries.set(name, index)
    for (const replica of settings.replicas) this.replicas.set(replica.name, { primary: index, sort: replica.sort })
    return index
  }

  /** A primary index, for writes. */
  index(name: string): SearchIndex | undefined {
    return this.primaries.get(name)
  }

  /** A primary or replica, for reads. */
  resolve(name: string): ResolvedIndex | undefined {
    const primary = this.primaries.get(name)
    if (primary) return { index: primary, sort: undefined }
    const replica = this.replicas.get(name)
    return replica && { index: replica.primary, sort: replica.sort }
  }

  /** Changes whenever any index is written. */
  get version(): number {
    let sum = 0
    for (const index of this.primaries.values()) sum += index.version
    return sum
  }

  indexNames(): string[] {
    return [...this.primaries.keys(), ...this.replicas.keys()]
  }
}

export function createEngine(definitions: readonly IndexDefinition[]): SearchEngine {
  const engine = new SearchEngine()
  for (const { name, settings } of definitions) engine.createIndex(name, settings)
  return engine
}
