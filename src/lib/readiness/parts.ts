/** The parts an instance waits for before a load balancer should send it visitors. */
export type ReadinessPart = 'database' | 'search indexes' | 'change feed'

// One list for the process: the start-up code that marks the parts and the server that reports them are
// bundled apart.
const holder = globalThis as typeof globalThis & { __galleryWaitingParts?: Map<ReadinessPart, string> }

function waitingParts(): Map<ReadinessPart, string> {
  holder.__galleryWaitingParts ??= new Map()
  return holder.__galleryWaitingParts
}

/** Marks a part as not ready, saying what it waits for. */
export function markWaiting(part: ReadinessPart, reason: string): void {
  waitingParts().set(part, reason)
}

export function markReady(part: ReadinessPart): void {
  waitingParts().delete(part)
}

/** What the instance still waits for, one line per part; empty once it is ready. */
export function stillWaiting(): string[] {
  return [...waitingParts()].map(([part, reason]) => `${part}: ${reason}`)
}
