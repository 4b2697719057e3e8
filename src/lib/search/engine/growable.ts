/** An append-only Uint32Array that doubles its capacity: columns grow by one slot per upsert. */
export class GrowableUint32 {
  private buffer: Uint32Array
  length = 0

  constructor(capacity = 16) {
    this.buffer = new Uint32Array(Math.max(capacity, 1))
  }

  get view(): Uint32Array {
    return this.buffer
  }

  clear(): void {
    this.length = 0
  }

  push(value: number): void {
    if (this.length === this.buffer.length) this.grow(this.length + 1)
    this.buffer[this.length++] = value
  }

  /** Room for `extra` more values, for a hot loop that writes the returned buffer and then sets `length`. */
  reserve(extra: number): Uint32Array {
    if (this.length + extra > this.buffer.length) this.grow(this.length + extra)
    return this.buffer
  }

  private grow(needed: number): void {
    const next = new Uint32Array(Math.max(needed, this.buffer.length * 2))
    next.set(this.buffer)
    this.buffer = next
  }
}

export class GrowableFloat64 {
  private buffer: Float64Array
  length = 0

  constructor(capacity = 16) {
    this.buffer = new Float64Array(Math.max(capacity, 1))
  }

  get view(): Float64Array {
    return this.buffer
  }

  push(value: number): void {
    if (this.length === this.buffer.length) {
      const next = new Float64Array(this.buffer.length * 2)
      next.set(this.buffer)
      this.buffer = next
    }
    this.buffer[this.length++] = value
  }
}
