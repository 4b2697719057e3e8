'use client'

import { formatCount } from '@/lib/text/numbers'
import { useGrid } from './grid-context'

/** The filter drawer's way back to the grid, naming how many works the chosen filters leave. */
export function ShowResultsButton({ onClick }: { onClick: () => void }) {
  const { nbHits } = useGrid().view
  return (
    <button
      type="button"
      onClick={onClick}
      className="w-full rounded bg-ink px-4 py-3 text-sm font-semibold text-white"
    >
      Show {formatCount(nbHits)} {nbHits === 1 ? 'result' : 'results'}
    </button>
  )
}
