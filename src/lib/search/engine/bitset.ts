/** A fixed-size set of slot numbers as 32-bit words: filters combine a word at a time. */
export class Bitset {
  readonly words: Uint32Array

  constructor(readonly size: number) {
    this.words = new Uint32Array((size + 31) >>> 5)
  }

  static full(size: number): Bitset {
    const set = new Bitset(size)
    set.words.fill(0xffffffff)
    const tail = size & 31
    if (tail) set.words[set.words.length - 1] = (1 << tail) - 1
    return set
  }

  has(slot: number): boolean {
    return (((this.words[slot >>> 5] ?? 0) >>> (slot & 31)) & 1) === 1
  }

  add(slot: number): void {
    this.words[slot >>> 5] = (this.words[slot >>> 5] ?? 0) | (1 << (slot & 31))
  }

  delete(slot: number): void {
    this.words[slot >>> 5] = (this.words[slot >>> 5] ?? 0) & ~(1 << (slot & 31))
  }

  /** A copy with room for `size` slots. */
  grown(size: number): Bitset {
    const next = new Bitset(size)
    next.words.set(this.words.subarray(0, next.words.length))
    return next
  }

  and(other: Bitset): this {
    for (let i = 0; i < this.words.length; i++) this.words[i] = (this.words[i] ?? 0) & (other.words[i] ?? 0)
    return this
  }

  or(other: Bitset): this {
    for (let i = 0; i < this.words.length; i++) this.words[i] = (this.words[i] ?? 0) | (other.words[i] ?? 0)
    return this
  }

  andNot(other: Bitset): this {
    for (let i = 0; i < this.words.length; i++) this.words[i] = (this.words[i] ?? 0) & ~(other.words[i] ?? 0)
    return this
  }
}
