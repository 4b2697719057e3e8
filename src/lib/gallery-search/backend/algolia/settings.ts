import type { IndexSettings as AlgoliaIndexSettings } from 'algoliasearch'
import type { IndexDefinition, IndexSettings, RankingRule } from '@/lib/search/types'

/** Algolia's ranking criteria in their default order: a sort replica puts its sort before them. */
const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']

const rankingRule = ({ attribute, direction }: RankingRule) => `${direction}(${attribute})`

/**
 * The engine's settings in Algolia's words. Numbers the engine filters without faceting them (a `featured:true`
 * facet filter, price ranges) must be declared to Algolia: as filter-only facets, which keeps them out of the
 * facet counts.
 */
function shared(settings: IndexSettings): AlgoliaIndexSettings {
  const faceted = new Set(settings.attributesForFaceting)
  return {
    searchableAttributes: [...settings.searchableAttributes],
    attributesForFaceting: [
      ...settings.attributesForFaceting,
      ...settings.numericAttributes.filter((name) => !faceted.has(name)).map((name) => `filterOnly(${name})`),
    ],
    numericAttributesForFiltering: [...settings.numericAttributes],
    customRanking: settings.customRanking.map(rankingRule),
    ...(settings.paginationLimitedTo === undefined ? {} : { paginationLimitedTo: settings.paginationLimitedTo }),
    // The same typo rule as the in-process engine ('min': a word the index holds finds no typo neighbours).
    ...(settings.typoTolerance === undefined ? {} : { typoTolerance: settings.typoTolerance }),
  }
}

/** One index's settings to push: the primary's (naming its replicas), then each sort replica's. */
export type IndexSettingsPush = { indexName: string; settings: AlgoliaIndexSettings }

export function algoliaSettings(definition: IndexDefinition): IndexSettingsPush[] {
  const { settings } = definition
  const base = shared(settings)
  return [
    { indexName: definition.name, settings: { ...base, replicas: settings.replicas.map((replica) => replica.name) } },
    ...settings.replicas.map((replica) => ({
      indexName: replica.name,
      settings: { ...base, ranking: [rankingRule(replica.sort), ...DEFAULT_RANKING] },
    })),
  ]
}
