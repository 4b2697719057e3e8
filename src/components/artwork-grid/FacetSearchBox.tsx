'use client'

import Search from 'lucide-react/icons/search'
import { useId, useState } from 'react'

type Props = { label: string; onSearch: (query: string) => void }

/** Searches a facet's values (all of them, not only those shown). */
export function FacetSearchBox({ label, onSearch }: Props) {
  const id = useId()
  const [query, setQuery] = useState('')
  return (
    <div className="relative mb-3">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden className="pointer-events-none absolute left-2 top-1/2 size-4 -translate-y-1/2 text-muted" />
      <input
        id={id}
        type="search"
        value={query}
        placeholder={label}
        maxLength={100}
        onChange={(event) => {
          setQuery(event.target.value)
          onSearch(event.target.value)
        }}
        className="w-full rounded border border-line py-1.5 pl-8 pr-2 text-sm"
      />
    </div>
  )
}
