'use client'

import { useId } from 'react'
import { useGrid } from './grid-context'

/** Featured (the base index), Newest, and the two price orders: each a replica index. */
export function SortSelect() {
  const id = useId()
  const { view, dispatch } = useGrid()
  const { options, current } = view.sort
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-muted">
        Sort by
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => dispatch({ kind: 'sortBy', value: event.target.value })}
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
