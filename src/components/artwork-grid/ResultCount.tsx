'use client'

import { formatCount } from '@/lib/text/numbers'
import { useGrid } from './grid-context'

/** The number of matching works, announced politely as filters change. */
export function ResultCount() {
  const { nbHits } = useGrid().view
  return (
    <p role="status" aria-live="polite" className="text-sm text-muted" data-result-count={nbHits}>
      {formatCount(nbHits)} {nbHits === 1 ? 'result' : 'results'}
    </p>
  )
}
