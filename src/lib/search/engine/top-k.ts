/**
 * The `k` best of items 0..n-1 under `compare` (negative: a before b), in order. A bounded
 * max-heap keeps this O(n log k): a page of 12 out of 77k candidates never sorts them all.
 */
export function topK(n: number, k: number, compare: (a: number, b: number) => number): Uint32Array {
  const size = Math.min(n, k)
  if (size <= 0) return new Uint32Array(0)
  if (size * 4 >= n)
    return Uint32Array.from({ length: n }, (_, i) => i)
      .sort(compare)
      .subarray(0, size)
  const heap = new Uint32Array(size)
  let filled = 0
  for (let item = 0; item < n; item++) {
    if (filled < size) {
      heap[filled] = item
      siftUp(heap, filled++, compare)
    } else if (compare(item, heap[0] ?? 0) < 0) {
      heap[0] = item
      siftDown(heap, size, compare)
    }
  }
  return heap.sort(compare)
}

function siftUp(heap: Uint32Array, at: number, compare: (a: number, b: number) => number): void {
  let child = at
  while (child > 0) {
    const parent = (child - 1) >>> 1
    if (compare(heap[child] ?? 0, heap[parent] ?? 0) <= 0) return
    swap(heap, child, parent)
    child = parent
  }
}

function siftDown(heap: Uint32Array, size: number, compare: (a: number, b: number) => number): void {
  let parent = 0
  for (;;) {
    const left = parent * 2 + 1
    if (left >= size) return
    const right = left + 1
    const worse = right < size && compare(heap[right] ?? 0, heap[left] ?? 0) > 0 ? right : left
    if (compare(heap[worse] ?? 0, heap[parent] ?? 0) <= 0) return
    swap(heap, worse, parent)
    parent = worse
  }
}

function swap(heap: Uint32Array, i: number, j: number): void {
  const held = heap[i] ?? 0
  heap[i] = heap[j] ?? 0
  heap[j] = held
}
