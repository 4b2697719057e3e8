import type { PageReads } from './reads'

// The storefront's pages are built by Astro and run in the same process as Next, which owns Payload, the search
// engine and the page cache. They read through this one object, handed over at start-up, so that each of those
// exists once: a second copy in Astro's bundle would have its own (empty) search index and cache tags.
const holder = globalThis as typeof globalThis & { __galleryPageReads?: PageReads }

export function handOverPageReads(reads: PageReads): void {
  holder.__galleryPageReads = reads
}

export function pageReads(): PageReads {
  const reads = holder.__galleryPageReads
  if (!reads) throw new Error('page reads are not handed over yet: the app has not started')
  return reads
}
