import type { Bitset } from './bitset'

/**
 * All slots in the no-query ranking order, kept across queries: the grid's default view (empty
 * query) reads a page by walking it instead of ranking 77k records each time. An upsert inserts
 * its slot by binary search; removed slots stay and are skipped (they are not in `allowed`).
 */
export class StaticOrder {
  private positions: Uint32Array | undefined

  private constructor(
    private readonly slots: number[],
    private readonly compare: (a: number, b: number) => number,
  ) {}

  /** Each slot's position in the order (recomputed after an insert): a number key replaces the comparator. */
  positionsOf(slotCount: number): Uint32Array {
    if (!this.positions || this.positions.length < slotCount) {
      const positions = new Uint32Array(slotCount)
      this.slots.forEach((slot, position) => (positions[slot] = position))
      this.positions = positions
    }
    return this.positions
  }

  /** The slot at a position of the order. */
  slotAt(position: number): number {
    return this.slots[position] ?? 0
  }

  static build(alive: Iterable<number>, compare: (a: number, b: number) => number): StaticOrder {
    return new StaticOrder([...alive].sort(compare), compare)
  }

  insert(slot: number): void {
    let lo = 0
    let hi = this.slots.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (this.compare(this.slots[mid] ?? 0, slot) < 0) lo = mid + 1
      else hi = mid
    }
    this.slots.splice(lo, 0, slot)
    this.positions = undefined
  }

  /** The allowed slots at positions offset..end of the order. */
  page(allowed: Bitset, offset: number, end: number): number[] {
    const out: number[] = []
    let position = 0
    for (const slot of this.slots) {
      if (position >= end) break
      if (!allowed.has(slot)) continue
      if (position >= offset) out.push(slot)
      position++
    }
    return out
  }
}
