import type { CandidateBuffers } from './candidates'
import { GrowableUint32 } from './growable'
import type { WordBuffers } from './text-index'

/**
 * Slot-sized working arrays kept by an index between queries. Searches run synchronously, so one
 * set per index is safe; allocating them per query made garbage collection dominate the p95.
 */
export class ScratchBuffers {
  private capacity = 0
  private words: WordBuffers[] = []
  private candidateBuffers: CandidateBuffers = { slots: new Uint32Array(0), textKeys: new Uint16Array(0) }

  word(position: number, size: number): WordBuffers {
    this.fit(size)
    let buffers = this.words[position]
    if (!buffers) {
      buffers = {
        scores: new Uint8Array(this.capacity),
        positions: new Uint32Array(this.capacity),
        matched: new GrowableUint32(1024),
        matchedBits: new Uint32Array((this.capacity + 31) >>> 5),
      }
      this.words[position] = buffers
    }
    return {
      ...buffers,
      scores: buffers.scores.subarray(0, size),
      positions: buffers.positions.subarray(0, size),
      matchedBits: buffers.matchedBits.subarray(0, (size + 31) >>> 5),
    }
  }

  candidates(size: number): CandidateBuffers {
    this.fit(size)
    return this.candidateBuffers
  }

  private fit(size: number): void {
    if (size <= this.capacity) return
    this.capacity = Math.max(size, Math.ceil(this.capacity * 1.5))
    this.words = []
    this.candidateBuffers = { slots: new Uint32Array(this.capacity), textKeys: new Uint16Array(this.capacity) }
  }
}
