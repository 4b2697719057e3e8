'use client'

import { LoaderCircle } from 'lucide-react'
import { useGrid } from './grid-context'

/** Stalled (after 200 ms) shows a spinner; an error replaces it (InstantSearch clears the stalled state). */
export function SearchStatus() {
  const { status } = useGrid().view
  if (status === 'error') {
    return (
      <p role="alert" className="rounded bg-seashell px-4 py-3 text-sm">
        We couldn’t load artworks just now. Please check your connection and try again.
      </p>
    )
  }
  if (status !== 'stalled') return null
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted" data-search-stalled>
      <LoaderCircle aria-hidden className="size-4 animate-spin" />
      Loading artworks…
    </p>
  )
}
