import type { SearchRecord } from '../types'
import { GrowableFloat64 } from './growable'
import { type AttributePath, compilePath, numberAt } from './record-path'

/** One number per slot (NaN when missing): numeric filters, sorts and facets_stats read it directly. */
export class NumericColumn {
  private readonly numbers = new GrowableFloat64()
  private readonly path: AttributePath

  constructor(readonly attribute: string) {
    this.path = compilePath(attribute)
  }

  get view(): Float64Array {
    return this.numbers.view
  }

  get length(): number {
    return this.numbers.length
  }

  appendSlot(record: SearchRecord | undefined): void {
    this.numbers.push(record ? numberAt(record, this.path) : Number.NaN)
  }
}
