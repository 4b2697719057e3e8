'use client'

import X from 'lucide-react/icons/x'
import { activeFilterChips, withoutAnyFilter } from './active-filter-chips'
import { useGrid } from './grid-context'

/** One removable chip per active filter, and Clear all. Fixed page filters are not UI state, so never shown. */
export function ActiveFilters() {
  const { view, dispatch } = useGrid()
  const chips = activeFilterChips(view.indexUiState)
  if (chips.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-2 py-3" data-active-filters>
      <ul className="flex flex-wrap gap-2" aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => dispatch({ kind: 'setIndexUiState', next: chip.without })}
              aria-label={`Remove filter: ${chip.label}`}
              className="inline-flex items-center gap-1 rounded-full bg-seashell px-3 py-1 text-sm"
            >
              {chip.label}
              <X aria-hidden className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => dispatch({ kind: 'setIndexUiState', next: withoutAnyFilter })}
        className="text-sm underline underline-offset-4"
      >
        Clear all
      </button>
    </div>
  )
}
