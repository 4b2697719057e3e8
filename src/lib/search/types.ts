/** A value an index can hold: JSON plus `undefined` so optional record fields type-check. */
export type RecordValue =
  string | number | boolean | null | undefined | readonly RecordValue[] | { readonly [key: string]: RecordValue }

/** Any record of any index: an id and JSON fields. */
export type SearchRecord = { readonly objectID: string; readonly [key: string]: RecordValue }

export type SortDirection = 'asc' | 'desc'

export type RankingRule = { readonly attribute: string; readonly direction: SortDirection }

/**
 * Algolia's `typoTolerance`: `true` ranks typo matches after exact ones, `'min'` keeps only the hits with the
 * fewest typos, `'strict'` those with the two fewest (and ranks typos before a replica's sort), `false` none.
 */
export type TypoTolerance = boolean | 'min' | 'strict'

export type ReplicaSettings = { readonly name: string; readonly sort: RankingRule }

export type IndexSettings = {
  /** Ordered: earlier attributes rank higher (Algolia's `attribute` criterion). Dot paths allowed. */
  readonly searchableAttributes: readonly string[]
  readonly attributesForFaceting: readonly string[]
  /** Attributes kept as number columns for numeric filters, sorting and facets_stats. */
  readonly numericAttributes: readonly string[]
  readonly customRanking: readonly RankingRule[]
  readonly replicas: readonly ReplicaSettings[]
  /** Unless a query sets its own; `true` when absent, as in Algolia. */
  readonly typoTolerance?: TypoTolerance
  /** Algolia's default: hits beyond this position are not reachable by paging. */
  readonly paginationLimitedTo?: number
}

/** A primary index to create: its name and settings (its replicas come with the settings). */
export type IndexDefinition = { readonly name: string; readonly settings: IndexSettings }
