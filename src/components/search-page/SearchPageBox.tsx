'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { SearchBox } from '@/components/search/SearchBox'
import { useSearchNavigation } from './SearchNavigation'

const TYPING_DEBOUNCE_MS = 500

/** The URL for another query: the tab and the grid's filters stay, the page starts again. */
function hrefForQuery(current: URLSearchParams, query: string): string {
  const params = new URLSearchParams(current)
  params.delete('page')
  if (query) params.set('query', query)
  else params.delete('query')
  const search = params.toString()
  return search ? `/search?${search}` : '/search'
}

/**
 * The search page's box. Typing searches after a 500 ms pause, replacing the address (Back leaves the
 * search, not each keystroke); Enter or a suggestion searches at once as a new history entry. Back and
 * forward bring the box back to the URL's query.
 */
export function SearchPageBox({ query }: { query: string }) {
  const navigate = useSearchNavigation()
  const searchParams = useSearchParams()
  const [value, setValue] = useState(query)
  const [shownQuery, setShownQuery] = useState(query)
  if (shownQuery !== query) {
    setShownQuery(query)
    setValue(query)
  }
  const typing = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => clearTimeout(typing.current ?? undefined), [])

  const search = (next: string, mode: 'push' | 'replace') => {
    clearTimeout(typing.current ?? undefined)
    const trimmed = next.trim()
    if (trimmed === query) return
    navigate(hrefForQuery(searchParams, trimmed), mode)
  }
  const onChange = (next: string) => {
    setValue(next)
    clearTimeout(typing.current ?? undefined)
    typing.current = setTimeout(() => search(next, 'replace'), TYPING_DEBOUNCE_MS)
  }
  return <SearchBox value={value} onChange={onChange} onSubmit={(next) => search(next, 'push')} autoFocus={!query} />
}
