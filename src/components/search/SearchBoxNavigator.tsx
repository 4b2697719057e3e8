'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { SearchBox } from './SearchBox'

/**
 * The search box on its own, navigating to `/search?query=` on submit: the bare search page's until the full
 * page (tabs and results) replaces it. Keyed by the URL's query, so a new URL starts it afresh.
 */
export function SearchBoxNavigator({ query }: { query: string }) {
  const router = useRouter()
  const [value, setValue] = useState(query)
  const submit = (next: string) => {
    const trimmed = next.trim()
    router.push(trimmed ? `/search?query=${encodeURIComponent(trimmed)}` : '/search')
  }
  return <SearchBox value={value} onChange={setValue} onSubmit={submit} autoFocus={query === ''} />
}
