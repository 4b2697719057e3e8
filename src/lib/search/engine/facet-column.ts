import { tokenize } from '../text/normalize'
import type { SearchRecord } from '../types'
import { Bitset } from './bitset'
import { GrowableUint32 } from './growable'
import { type AttributePath, compilePath, leavesAt } from './record-path'

export type FacetTally = { readonly counts: Uint32Array; readonly present: readonly number[] }

/**
 * One faceting attribute, two ways round: value ids per slot (CSR: `offsets[slot]..offsets[slot+1]`
 * into `valueIds`) to count facets over a result set, and ascending slots per value to filter.
 * Both are typed arrays; neither touches record objects at query time.
 */
export class FacetColumn {
  readonly values: string[] = []
  private readonly path: AttributePath
  private readonly idOfValue = new Map<string, number>()
  private readonly offsets = new GrowableUint32()
  private readonly valueIds = new GrowableUint32()
  private readonly slotsOfValue: GrowableUint32[] = []
  private readonly valueTerms: (readonly string[] | undefined)[] = []
  private alphabetical: { readonly ranks: Uint32Array; readonly ids: Uint32Array } | undefined
  /** While every slot holds at most one value: value id + 1 per slot (0 = none), a tighter loop than CSR. */
  private single: GrowableUint32 | undefined = new GrowableUint32()

  constructor(readonly attribute: string) {
    this.path = compilePath(attribute)
    this.offsets.push(0)
  }

  appendSlot(record: SearchRecord): void {
    const slot = this.offsets.length - 1
    const seen = new Set<number>()
    for (const leaf of leavesAt(record, this.path)) {
      const id = this.intern(String(leaf))
      if (seen.has(id)) continue
      seen.add(id)
      this.valueIds.push(id)
      this.slotsOfValue[id]?.push(slot)
    }
    this.offsets.push(this.valueIds.length)
    if (seen.size > 1) this.single = undefined
    this.single?.push(seen.size === 1 ? (seen.values().next().value ?? 0) + 1 : 0)
  }

  valueId(value: string): number | undefined {
    return this.idOfValue.get(value)
  }

  /** Slots holding any of `valueIds`: work in proportion to the matches, not the index. */
  slotsWithAny(valueIds: readonly number[], size: number): Bitset {
    const result = new Bitset(size)
    for (const id of valueIds) {
      const list = this.slotsOfValue[id]
      if (!list) continue
      const slots = list.view
      for (let i = 0; i < list.length; i++) result.add(slots[i] ?? 0)
    }
    return result
  }

  /**
   * Count of each value id over the given slots, and the ids counted (so thousands of zero counts are never
   * scanned).
   */
  count(slots: Uint32Array, slotCount: number): FacetTally {
    if (this.single) return this.countSingle(this.single.view, slots, slotCount)
    const counts = new Uint32Array(this.values.length)
    const present: number[] = []
    const offsets = this.offsets.view
    const ids = this.valueIds.view
    for (let i = 0; i < slotCount; i++) {
      const slot = slots[i] ?? 0
      for (let j = offsets[slot] ?? 0, end = offsets[slot + 1] ?? 0; j < end; j++) {
        const id = ids[j] ?? 0
        const held = counts[id] ?? 0
        if (held === 0) present.push(id)
        counts[id] = held + 1
      }
    }
    return { counts, present }
  }

  /** Each value id's position in alphabetical order: facet ordering compares numbers, not strings. */
  alphabeticalRanks(): Uint32Array {
    return this.alphabeticalOrder().ranks
  }

  /** Value ids in alphabetical order (the inverse of `alphabeticalRanks`). */
  alphabeticalIds(): Uint32Array {
    return this.alphabeticalOrder().ids
  }

  /** While every slot holds at most one value: value id + 1 per slot, 0 for none. */
  get singleValueIds(): Uint32Array | undefined {
    return this.single?.view
  }

  /** Normalised words of a value, memoised: facet-value search tests thousands of values per keystroke. */
  termsOf(valueId: number): readonly string[] {
    let terms = this.valueTerms[valueId]
    if (!terms) {
      terms = tokenize(this.values[valueId] ?? '')
      this.valueTerms[valueId] = terms
    }
    return terms
  }

  private alphabeticalOrder(): { readonly ranks: Uint32Array; readonly ids: Uint32Array } {
    if (!this.alphabetical) {
      const ids = Uint32Array.from(this.values.keys()).sort((a, b) => {
        const x = this.values[a] ?? ''
        const y = this.values[b] ?? ''
        return x < y ? -1 : x > y ? 1 : 0
      })
      const ranks = new Uint32Array(this.values.length)
      ids.forEach((id, rank) => (ranks[id] = rank))
      this.alphabetical = { ranks, ids }
    }
    return this.alphabetical
  }

  private countSingle(single: Uint32Array, slots: Uint32Array, slotCount: number): FacetTally {
    const shifted = new Uint32Array(this.values.length + 1)
    // Few values (sizes, availability): count branch-free, then list the non-zero ones.
    if (this.values.length <= 1024) {
      for (let i = 0; i < slotCount; i++) {
        const id = single[slots[i] ?? 0] ?? 0
        shifted[id] = (shifted[id] ?? 0) + 1
      }
      const counts = shifted.subarray(1)
      const present: number[] = []
      counts.forEach((count, id) => count > 0 && present.push(id))
      return { counts, present }
    }
    const present: number[] = []
    for (let i = 0; i < slotCount; i++) {
      const id = single[slots[i] ?? 0] ?? 0
      const held = shifted[id] ?? 0
      if (held === 0 && id !== 0) present.push(id - 1)
      shifted[id] = held + 1
    }
    return { counts: shifted.subarray(1), present }
  }

  private intern(value: string): number {
    let id = this.idOfValue.get(value)
    if (id === undefined) {
      id = this.values.length
      this.values.push(value)
      this.idOfValue.set(value, id)
      this.slotsOfValue.push(new GrowableUint32(4))
      this.alphabetical = undefined
    }
    return id
  }
}
