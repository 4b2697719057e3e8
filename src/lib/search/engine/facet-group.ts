import type { FacetColumn, FacetTally } from './facet-column'

/** Codes are 16-bit; a small code space also keeps reading the counts off the histogram cheap. */
const MAX_CODES = 4096

type Member = { readonly column: FacetColumn; readonly radix: number; readonly stride: number }

/**
 * Single-valued facets with few values (product type, availability, size, orientation) counted
 * together. Each slot holds one mixed-radix code of its value in every member (digit 0: no value),
 * so a result set is tallied in one pass with one increment per slot for the whole group, and each
 * member's counts are read off the codes that occurred. Counted one by one, each of these facets
 * cost a pass over the 32k results of a broad query.
 */
export class FacetGroup {
  private codes: Uint16Array
  private length: number

  private constructor(
    private readonly members: readonly Member[],
    private readonly codeCount: number,
    slotCount: number,
  ) {
    this.codes = new Uint16Array(Math.max(slotCount, 16))
    this.length = slotCount
    for (const { column, stride } of members) {
      const ids = column.singleValueIds ?? new Uint32Array(0)
      for (let slot = 0; slot < slotCount; slot++)
        this.codes[slot] = (this.codes[slot] ?? 0) + (ids[slot] ?? 0) * stride
    }
  }

  /** The single-valued columns with the fewest values, as many as fit the code space; none if fewer than two fit. */
  static build(columns: Iterable<FacetColumn>, slotCount: number): FacetGroup | undefined {
    const eligible = [...columns]
      .filter((column) => column.singleValueIds)
      .sort((a, b) => a.values.length - b.values.length)
    const members: Member[] = []
    let codeCount = 1
    for (const column of eligible) {
      const radix = column.values.length + 1
      if (codeCount * radix > MAX_CODES) break
      members.push({ column, radix, stride: codeCount })
      codeCount *= radix
    }
    return members.length < 2 ? undefined : new FacetGroup(members, codeCount, slotCount)
  }

  has(column: FacetColumn): boolean {
    return this.members.some((member) => member.column === column)
  }

  /**
   * Encodes the slot just appended to the columns. False when a member no longer fits (a new value
   * outgrew its radix, or a slot took a second value): the group must then be rebuilt.
   */
  appendSlot(): boolean {
    const slot = this.length
    let code = 0
    for (const { column, radix, stride } of this.members) {
      const ids = column.singleValueIds
      const digit = ids?.[slot] ?? radix
      if (digit >= radix) return false
      code += digit * stride
    }
    if (slot === this.codes.length) {
      const grown = new Uint16Array(slot * 2)
      grown.set(this.codes)
      this.codes = grown
    }
    this.codes[slot] = code
    this.length = slot + 1
    return true
  }

  /** Each member's counts over the given slots. */
  count(slots: Uint32Array, slotCount: number): Map<FacetColumn, FacetTally> {
    const histogram = new Uint32Array(this.codeCount)
    const codes = this.codes
    for (let i = 0; i < slotCount; i++) {
      const code = codes[slots[i] ?? 0] ?? 0
      histogram[code] = (histogram[code] ?? 0) + 1
    }
    const seen: number[] = []
    histogram.forEach((count, code) => count > 0 && seen.push(code))
    const tallies = new Map<FacetColumn, FacetTally>()
    for (const { column, radix, stride } of this.members) {
      const counts = new Uint32Array(radix - 1)
      for (const code of seen) {
        const digit = Math.floor(code / stride) % radix
        if (digit > 0) counts[digit - 1] = (counts[digit - 1] ?? 0) + (histogram[code] ?? 0)
      }
      const present: number[] = []
      counts.forEach((count, id) => count > 0 && present.push(id))
      tallies.set(column, { counts, present })
    }
    return tallies
  }
}
