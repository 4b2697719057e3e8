import type { IndexSettings, SearchRecord } from '../types'
import { FacetColumn } from './facet-column'
import type { FilterColumns } from './filter-eval'
import { NumericColumn } from './numeric-column'

/** The typed-array columns of one index: a facet column per faceting attribute, number columns on demand. */
export class IndexColumns implements FilterColumns {
  private readonly facets: Map<string, FacetColumn>
  private readonly numbers: Map<string, NumericColumn>

  constructor(
    settings: IndexSettings,
    private readonly records: readonly (SearchRecord | undefined)[],
  ) {
    this.facets = new Map(settings.attributesForFaceting.map((a) => [a, new FacetColumn(a)]))
    const numeric = [
      ...settings.numericAttributes,
      ...settings.customRanking.map((rule) => rule.attribute),
      ...settings.replicas.map((replica) => replica.sort.attribute),
    ]
    this.numbers = new Map(numeric.map((a) => [a, new NumericColumn(a)]))
  }

  get size(): number {
    return this.records.length
  }

  facet(attribute: string): FacetColumn | undefined {
    return this.facets.get(attribute)
  }

  /** Columns for attributes not declared in settings (a numeric filter on any field) are built on first use. */
  numeric(attribute: string): NumericColumn {
    let column = this.numbers.get(attribute)
    if (!column) {
      column = new NumericColumn(attribute)
      for (const record of this.records) column.appendSlot(record)
      this.numbers.set(attribute, column)
    }
    return column
  }

  appendSlot(record: SearchRecord): void {
    for (const column of this.facets.values()) column.appendSlot(record)
    for (const column of this.numbers.values()) column.appendSlot(record)
  }
}
