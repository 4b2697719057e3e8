import type { PageReads } from './reads'

// The storefront's pages are built by Astro and run in the same process as Next, which owns Payload, the search
// engine and the page cache. They read through this one object, handed over at start-up, so that each of those
// exists once: a second copy in Astro's bundle would have its own (empty) search index and cache tags. Each bundle
// has its own copy of this module, so the handover and its promise live on the process's global object.
type Handover = { reads?: PageReads; ready: Promise<void>; markReady: () => void }

const holder = globalThis as typeof globalThis & { __galleryPageReads?: Handover }

function handover(): Handover {
  if (!holder.__galleryPageReads) {
    let markReady = () => {}
    const ready = new Promise<void>((resolve) => (markReady = resolve))
    holder.__galleryPageReads = { ready, markReady }
  }
  return holder.__galleryPageReads
}

/** Called by the app once its database is ready and its search indexes are building: pages may read from then on. */
export function handOverPageReads(reads: PageReads): void {
  const current = handover()
  current.reads = reads
  current.markReady()
}

/** Resolves once the reads are handed over: a page asked for while the app starts waits for it. */
export function pageReadsReady(): Promise<void> {
  return handover().ready
}

export function pageReads(): PageReads {
  const reads = handover().reads
  if (!reads) throw new Error('page reads are not handed over yet: the app has not started')
  return reads
}
