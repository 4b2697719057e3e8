/** A Map that keeps its `capacity` most recently used entries (a Map iterates in insertion order). */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>()

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size
  }

  get(key: K): V | undefined {
    const hit = this.entries.get(key)
    if (hit !== undefined) {
      this.entries.delete(key)
      this.entries.set(key, hit)
    }
    return hit
  }

  /** Returns the entry this evicted, if any, for a caller that recycles what it held. */
  set(key: K, value: V): V | undefined {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size <= this.capacity) return undefined
    const [oldest] = this.entries
    if (!oldest) return undefined
    this.entries.delete(oldest[0])
    return oldest[1]
  }

  clear(): void {
    this.entries.clear()
  }
}
