'use client'

import LoaderCircle from 'lucide-react/icons/loader-circle'
import { useGrid } from './grid-context'

/** Stalled (after 200 ms) shows a spinner; an error replaces it (InstantSearch clears the stalled state). */
export function SearchStatus() {
  const { view, retry } = useGrid()
  if (view.status === 'error') {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded bg-seashell px-4 py-3 text-sm">
        We couldn’t load artworks just now. Please check your connection and try again.
        <button type="button" onClick={retry} className="font-semibold underline hover:text-accent">
          Try again
        </button>
      </p>
    )
  }
  if (view.status !== 'stalled') return null
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted" data-search-stalled>
      <LoaderCircle aria-hidden className="size-4 animate-spin" />
      Loading artworks…
    </p>
  )
}
