/**
 * The `k` smallest of a stream of numbers, in a bounded max-heap of plain doubles. Ranking packs a
 * candidate's whole sort key into one number, so a page of 12 out of 32k candidates costs one
 * comparison per candidate (against `bound`) instead of a comparator call.
 */
export class SmallestNumbers {
  private readonly heap: Float64Array
  private filled = 0
  private threshold: number

  constructor(readonly k: number) {
    this.heap = new Float64Array(Math.max(k, 0))
    this.threshold = k > 0 ? Infinity : -Infinity
  }

  /** A number must be below this to be kept: the largest kept once `k` are held. */
  get bound(): number {
    return this.threshold
  }

  offer(x: number): void {
    if (!(x < this.threshold)) return
    const heap = this.heap
    if (this.filled < this.k) {
      let child = this.filled++
      while (child > 0) {
        const parent = (child - 1) >>> 1
        const above = heap[parent] ?? 0
        if (above >= x) break
        heap[child] = above
        child = parent
      }
      heap[child] = x
      if (this.filled === this.k) this.threshold = heap[0] ?? Infinity
      return
    }
    this.replaceLargest(x)
  }

  /** The numbers kept, ascending. */
  sorted(): Float64Array {
    return this.heap.slice(0, this.filled).sort()
  }

  private replaceLargest(x: number): void {
    const heap = this.heap
    const size = this.filled
    let parent = 0
    for (;;) {
      const left = parent * 2 + 1
      if (left >= size) break
      const right = left + 1
      let larger = left
      let value = heap[left] ?? 0
      if (right < size && (heap[right] ?? 0) > value) {
        larger = right
        value = heap[right] ?? 0
      }
      if (value <= x) break
      heap[parent] = value
      parent = larger
    }
    heap[parent] = x
    this.threshold = heap[0] ?? Infinity
  }
}
