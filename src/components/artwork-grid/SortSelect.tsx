'use client'

import { useId } from 'react'
import { useSortBy } from 'react-instantsearch'
import { SORT_OPTIONS } from '@/lib/catalog/sort-indexes'

const SORT_PARAMS = { items: [...SORT_OPTIONS] }

/** Featured (the base index), Newest, and the two price orders: each a replica index. */
export function SortSelect() {
  const id = useId()
  const { options, currentRefinement, refine } = useSortBy(SORT_PARAMS)
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-muted">
        Sort by
      </label>
      <select
        id={id}
        value={currentRefinement}
        onChange={(event) => refine(event.target.value)}
        className="rounded border border-line bg-white px-2 py-1.5"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
