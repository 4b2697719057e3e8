import type { IndexSettings, SearchRecord } from '../types'
import { FacetColumn } from './facet-column'
import { FacetGroup } from './facet-group'
import type { FilterColumns } from './filter-eval'
import { NumericColumn } from './numeric-column'

/** The typed-array columns of one index: a facet column per faceting attribute, number columns on demand. */
export class IndexColumns implements FilterColumns {
  private readonly facets: Map<string, FacetColumn>
  private readonly numbers: Map<string, NumericColumn>
  private group: FacetGroup | undefined
  private groupStale = true
  /** Numeric facets whose value on every slot so far is the integer its number column holds. */
  private readonly countedNumbers: Set<string>

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
    this.countedNumbers = new Set(settings.attributesForFaceting.filter((a) => this.numbers.has(a)))
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

  /** The low-cardinality facets counted together, built on first use after a bulk load or a change that broke it. */
  facetGroup(): FacetGroup | undefined {
    if (this.groupStale) {
      this.group = FacetGroup.build(this.facets.values(), this.size)
      this.groupStale = false
    }
    return this.group
  }

  /**
   * True while every slot's facet value of `attribute` spells the integer in its number column (or
   * both are missing): facets_stats then follow from the facet counts, without a pass over the results.
   */
  statsFollowCounts(attribute: string): boolean {
    return this.countedNumbers.has(attribute)
  }

  appendSlot(record: SearchRecord): void {
    for (const column of this.facets.values()) column.appendSlot(record)
    for (const column of this.numbers.values()) column.appendSlot(record)
    if (this.group && !this.group.appendSlot()) this.groupStale = true
    const slot = this.records.length - 1
    for (const attribute of this.countedNumbers)
      if (!this.facetSpellsNumber(attribute, slot)) this.countedNumbers.delete(attribute)
  }

  private facetSpellsNumber(attribute: string, slot: number): boolean {
    const facet = this.facets.get(attribute)
    const id = facet?.singleValueIds?.[slot]
    const x = this.numbers.get(attribute)?.view[slot] ?? Number.NaN
    if (!facet || id === undefined) return false
    if (id === 0) return Number.isNaN(x)
    // Object.is tells -0 (spelled '0') from 0.
    return Number.isSafeInteger(x) && Object.is(Number(facet.values[id - 1]), x)
  }
}
